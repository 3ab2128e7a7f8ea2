// The languages of the app. Kept apart from the zod schemas so the web entry, which needs these
// constants before anything is drawn, does not pull zod into every page.
export const LOCALES = ['pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
