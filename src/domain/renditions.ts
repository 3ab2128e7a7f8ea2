// The sizes of the images made from a photo, shared by the server (which makes them) and the
// judges' viewer (which lays the zoomed image out before the large one has arrived).

/** The zoom's large rendition: at most this many pixels on the long side. */
export const LARGE_MAX_SIZE = 3000;

export type Size = { width: number; height: number };

/** The size of an upright photo fitted inside a square box, never enlarged (sharp's `fit: 'inside'`). */
export function fitInside(size: Size, box: number): Size {
  const ratio = Math.min(1, box / Math.max(size.width, size.height));
  if (ratio === 1) return { ...size };
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
  };
}
