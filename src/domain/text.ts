/**
 * A single-line name (a username, a city, a contest title) is shown in layouts, emails and CSV
 * exports: it may hold no control character, no format character (zero-width joiners, direction
 * overrides, U+FEFF…), no line or paragraph separator (U+2028, U+2029) and nothing unassigned or
 * private-use.
 */
const NOT_SINGLE_LINE = /[\p{C}\p{Zl}\p{Zp}]/u;

export function isSingleLine(text: string): boolean {
  return !NOT_SINGLE_LINE.test(text);
}
