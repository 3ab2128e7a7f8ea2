import sharp from 'sharp';
import { escapeHtml } from '../../lib/html';

// The winners gallery's viewer and its picture for link previews.

/**
 * The gallery's viewer (a script file: the page runs no inline script). Each card's picture is a link
 * to the large preview; with this script it opens in a modal <dialog> instead: Esc or the close button
 * closes it (the browser's own dialog behaviour), a click on the backdrop too, and the focus goes back
 * to the card's link. Without the script the link opens the preview itself.
 */
export const GALLERY_VIEWER_SCRIPT = `(function () {
  var dialog = document.getElementById('viewer');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  var image = dialog.querySelector('img');
  var title = document.getElementById('viewer-title');
  var caption = dialog.querySelector('.viewer-caption');
  var opener = null;
  document.querySelectorAll('a[data-viewer]').forEach(function (link) {
    link.addEventListener('click', function (event) {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      opener = link;
      image.src = link.getAttribute('href');
      image.alt = link.querySelector('img').alt;
      title.textContent = link.getAttribute('data-title');
      caption.textContent = link.getAttribute('data-caption') || '';
      caption.hidden = !caption.textContent;
      dialog.showModal();
    });
  });
  dialog.addEventListener('click', function (event) {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', function () {
    image.removeAttribute('src');
    if (opener) opener.focus();
  });
})();
`;

/** The viewer's empty dialog, filled by the script from the card opened. */
export function viewerDialog(closeLabel: string): string {
  return `<dialog id="viewer" aria-labelledby="viewer-title">
<form method="dialog"><button type="submit" class="close">${escapeHtml(closeLabel)}</button></form>
<figure><img alt=""><figcaption><p id="viewer-title" class="title"></p><p class="viewer-caption" hidden></p></figcaption></figure>
</dialog>`;
}

export const VIEWER_STYLE = `dialog{padding:.75rem;border:0;border-radius:.5rem;max-width:min(96vw,100rem);max-height:96vh;box-sizing:border-box}
dialog::backdrop{background:rgba(0,0,0,.8)}dialog figure{margin:0}
dialog img{display:block;max-width:100%;max-height:calc(96vh - 8rem);margin:0 auto;object-fit:contain}
dialog .close{float:right;font:inherit;padding:.25rem .75rem;border:1px solid #adb5bd;border-radius:.25rem;background:#fff;cursor:pointer;margin-bottom:.5rem}
dialog figcaption{clear:both;padding-top:.5rem}.viewer-caption{white-space:pre-line;margin:.25rem 0 0}`;

/** The size of the gallery's picture for link previews: what Facebook, LinkedIn and others ask for. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The JPEG shown when the gallery's address is shared: the first recognised photo letterboxed into
 * 1200 × 630 (nothing cropped), or, for a film gallery (whose thumbnails are other sites' pictures),
 * a card with the gallery's heading and the association's name.
 */
export async function shareJpeg(
  photo: Buffer | null,
  card: { heading: string; association: string },
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  if (photo) {
    return sharp(photo)
      .resize(width, height, { fit: 'contain', background: '#1f2024' })
      .flatten({ background: '#1f2024' })
      .jpeg({ quality: 82 })
      .toBuffer();
  }
  const lines = wrap(card.heading, 34).slice(0, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="600" y="${300 - (lines.length - 1) * 36 + i * 72}" font-size="56" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#5f3dc4"/><rect x="40" y="40" width="1120" height="550" fill="none" stroke="#e5dbff" stroke-width="4" rx="24"/>
<g font-family="DejaVu Sans, Arial, sans-serif">${text}
<text x="600" y="520" font-size="34" text-anchor="middle" fill="#e5dbff">${escapeHtml(card.association)}</text></g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Words in lines of at most `max` characters (a longer word stands alone). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
