import { isLocale, type Locale } from './locales';

function localeOf(tag: string | null | undefined): Locale | null {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLocale(base) ? base : null;
}

/**
 * The language a page opens in, and whether to remember it in this browser:
 * 1. a link's `?lang=` (an email's link names the language the email was written in: the account's);
 * 2. the language this browser remembers (chosen here, or signed in with here);
 * 3. the signed-in account's language;
 * 4. the browser's first preferred language that the app speaks (not remembered: a guess);
 * otherwise null (the default, Portuguese).
 */
export function chooseStartLanguage(p: {
  search: string;
  remembered: Locale | null;
  account: Locale | null;
  browser: readonly string[];
}): { lng: Locale; remember: boolean } | null {
  const fromLink = localeOf(new URLSearchParams(p.search).get('lang'));
  if (fromLink) return { lng: fromLink, remember: true };
  if (p.remembered) return { lng: p.remembered, remember: true };
  if (p.account) return { lng: p.account, remember: true };
  for (const tag of p.browser) {
    const lng = localeOf(tag);
    if (lng) return { lng, remember: false };
  }
  return null;
}
