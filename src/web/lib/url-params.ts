// A screen's filters and page live in its URL (a reload, the back button and a shared link show the
// same list). These build the next URL's search from the current one; pure, tested in
// url-params.test.ts.

/** The page a URL asks for: a whole number from 1 (anything else is page 1). */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page')) || 1));
}

/**
 * A copy of `params` with each named value set, or removed when it is empty (null or ''); `page` is
 * removed for page 1. A name given as undefined, and every name not given, keeps its value.
 */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const isEmpty = value === null || value === '' || (key === 'page' && Number(value) <= 1);
    if (isEmpty) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
