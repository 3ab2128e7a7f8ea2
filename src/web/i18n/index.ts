import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/locales';
import en from './en.json';
import pt from './pt.json';

const STORAGE_KEY = 'jurado.language';

export function storedLanguage(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: { pt: { common: pt }, en: { common: en } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng === 'pt' ? 'pt-BR' : 'en';
}
applyDocumentLanguage(i18n.language);

/** Switches the language and remembers the choice in this browser. */
export async function changeLanguage(lng: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lng);
  applyDocumentLanguage(lng);
  await i18n.changeLanguage(lng);
}

/**
 * Features bring their own translations (namespace = feature name) inside their lazy chunk, so the
 * first page loads only what it shows.
 */
export function registerTranslations(ns: string, bundles: { pt: object; en: object }): void {
  if (i18n.hasResourceBundle('pt', ns)) return;
  i18n.addResourceBundle('pt', ns, bundles.pt);
  i18n.addResourceBundle('en', ns, bundles.en);
}

export function currentLanguage(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
}

export default i18n;
