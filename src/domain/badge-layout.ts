// How the website badge's words fit inside its ring. The badge is an SVG of
// 240 × 240 units shown at 160 or 320 px; the server cannot measure fonts, so each line's width is
// estimated from its characters with a generous average glyph width (wide fonts such as DejaVu Sans
// fit too), and the words are sized, or wrapped onto two lines, to stay inside the circle at the
// height where they are drawn.

export const BADGE_SIZE = 240;
export const BADGE_CENTER = BADGE_SIZE / 2;
/** The white ring's radius; the words keep clear of it by BADGE_MARGIN. */
export const BADGE_RING_RADIUS = 104;
const BADGE_MARGIN = 8;

export type BadgeLine = { text: string; y: number; size: number };

type Block = {
  /** The vertical middle of the block of lines. */
  centerY: number;
  maxSize: number;
  minSize: number;
  maxLines: 1 | 2;
  bold: boolean;
};

/** Estimated width of a line in em: bold and capital letters are wider (DejaVu Sans Bold ≈ 0.72). */
function emWidth(text: string, bold: boolean): number {
  let width = 0;
  for (const char of text) {
    if (char === ' ') width += 0.32;
    else if (/[A-ZÀ-ÖØ-Þ0-9]/.test(char)) width += bold ? 0.76 : 0.7;
    else if (/[iljtf.,:;'|!]/.test(char)) width += 0.34;
    else width += bold ? 0.66 : 0.6;
  }
  return width;
}

/** The width free inside the ring for a line drawn with its baseline at `y` in `size` units. */
export function freeWidthAt(y: number, size: number): number {
  const top = y - 0.8 * size;
  const bottom = y + 0.25 * size;
  const dy = Math.max(Math.abs(top - BADGE_CENTER), Math.abs(bottom - BADGE_CENTER));
  const r = BADGE_RING_RADIUS - BADGE_MARGIN;
  return dy >= r ? 0 : 2 * Math.sqrt(r * r - dy * dy);
}

/** Splits the words into two lines as even as possible (by estimated width). */
function twoLines(words: string[], bold: boolean): [string, string] | null {
  if (words.length < 2) return null;
  let best: [string, string] | null = null;
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(emWidth(pair[0], bold), emWidth(pair[1], bold));
    if (width < bestWidth) [best, bestWidth] = [pair, width];
  }
  return best;
}

/** Baselines of `count` lines of `size` centred on `centerY`. */
function baselines(count: number, size: number, centerY: number): number[] {
  const gap = size * 1.15;
  const first = centerY - ((count - 1) * gap) / 2 + size * 0.35;
  return Array.from({ length: count }, (_, i) => first + i * gap);
}

function fits(lines: string[], size: number, centerY: number, bold: boolean): BadgeLine[] | null {
  const ys = baselines(lines.length, size, centerY);
  const placed = lines.map((text, i) => ({ text, y: ys[i], size }));
  return placed.every((l) => emWidth(l.text, bold) * size <= freeWidthAt(l.y, size)) ? placed : null;
}

/** Cuts a line to fit with an ellipsis (the last resort for a very long contest name). */
function cut(text: string, size: number, y: number, bold: boolean): string {
  let chars = [...text];
  while (chars.length > 1 && emWidth(`${chars.join('').trimEnd()}…`, bold) * size > freeWidthAt(y, size)) {
    chars = chars.slice(0, -1);
  }
  return chars.length === [...text].length ? text : `${chars.join('').trimEnd()}…`;
}

/**
 * The lines of one block of words: the largest size (whole units, from maxSize down to minSize) at
 * which it fits on one line, or on two (split evenly at a space) when allowed; at minSize, the last
 * line is cut with an ellipsis.
 */
export function fitBlock(text: string, block: Block): BadgeLine[] {
  const words = text.split(/\s+/).filter(Boolean);
  const one = words.join(' ');
  const split = block.maxLines === 2 ? twoLines(words, block.bold) : null;
  for (let size = block.maxSize; size >= block.minSize; size--) {
    const single = fits([one], size, block.centerY, block.bold);
    if (single) return single;
    const double = split && fits(split, size, block.centerY, block.bold);
    if (double) return double;
  }
  const size = block.minSize;
  if (!split) {
    const [y] = baselines(1, size, block.centerY);
    return [{ text: cut(one, size, y, block.bold), y, size }];
  }
  // Two lines at the smallest size: fill the first, cut what is left into the second.
  const ys = baselines(2, size, block.centerY);
  let first = words[0];
  let rest = words.slice(1);
  while (rest.length > 1 && emWidth(`${first} ${rest[0]}`, block.bold) * size <= freeWidthAt(ys[0], size)) {
    first = `${first} ${rest[0]}`;
    rest = rest.slice(1);
  }
  return [
    { text: cut(first, size, ys[0], block.bold), y: ys[0], size },
    { text: cut(rest.join(' '), size, ys[1], block.bold), y: ys[1], size },
  ];
}

/** The badge's four blocks: the association, the recognition, the contest and the year. */
export function badgeLayout(p: { association: string; label: string; contest: string; year: string }) {
  return {
    association: fitBlock(p.association, { centerY: 66, maxSize: 15, minSize: 11, maxLines: 2, bold: true }),
    label: fitBlock(p.label.toUpperCase(), {
      centerY: 114,
      maxSize: 22,
      minSize: 14,
      maxLines: 2,
      bold: true,
    }),
    contest: fitBlock(p.contest, { centerY: 158, maxSize: 16, minSize: 13, maxLines: 2, bold: false }),
    year: fitBlock(p.year, { centerY: 192, maxSize: 22, minSize: 14, maxLines: 1, bold: true }),
  };
}
