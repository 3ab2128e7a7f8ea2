const loaded = new Set<string>();

/** Starts downloading images the judge is about to see, so the next one shows at once. */
export function preloadImages(urls: readonly (string | null | undefined)[]) {
  for (const url of urls) {
    if (!url || loaded.has(url)) continue;
    loaded.add(url);
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }
}
