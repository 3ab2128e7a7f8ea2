// Spec section 9: lists show 50 rows a page; the pre-filter grid shows 100 thumbnails, because
// a pre-filter judge scans many photos quickly and small thumbnails make 100 cheap to load.
export const PAGE_SIZE = 50;
export const PRE_FILTER_PAGE_SIZE = 100;
export const PAGE_WINDOW_SIZE = 5;

export type PageItem = number | 'ellipsis';

/** Number of pages for `total` rows; 0 when there is nothing to show (no pager is drawn). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) throw new RangeError(`pageSize must be positive: ${pageSize}`);
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** Rows to skip for a 1-based page. */
export function computePageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/**
 * The page buttons to draw: a window of `size` pages centred on the current one, plus the first
 * and last page with an ellipsis for the pages skipped, e.g. [1, 'ellipsis', 4, 5, 6, 7, 8,
 * 'ellipsis', 20]. An ellipsis standing for a single page would take the same room as its number,
 * so that page is shown instead. An out-of-range page is clamped.
 */
export function pageWindow({
  page,
  pageCount,
  size = PAGE_WINDOW_SIZE,
}: {
  page: number;
  pageCount: number;
  size?: number;
}): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), Math.max(1, pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis');
  for (let number = start; number <= end; number++) items.push(number);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('ellipsis');
  if (end < pageCount) items.push(pageCount);
  return items;
}

/**
 * The 1-based positions of the rows shown on a page ("51–54 of 54" on page 2 of 50 a page), so a
 * count line says where the reader is, not how many rows this page happens to hold.
 */
export function pageRange(page: number, pageSize: number, shown: number): { from: number; to: number } {
  if (shown <= 0) return { from: 0, to: 0 };
  const from = computePageOffset(page, pageSize) + 1;
  return { from, to: from + shown - 1 };
}
