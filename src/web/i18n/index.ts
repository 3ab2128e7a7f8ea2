import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locales';
import pt from './pt.json';
import { pageNames } from '../../contract/page-names';
import { chooseStartLanguage } from '../../domain/start-language';

const STORAGE_KEY = 'jurado.language';
/**
 * The remembered language, repeated in a cookie for the server, which draws a signed-in screen's
 * first frame in it (server/modules/first-frame).
 */
const COOKIE = pageNames.languageCookie;

function rememberForServer(lng: Locale): void {
  document.cookie = `${COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** The language this browser remembers (the last one chosen or signed in with here), if any. */
export function storedLanguage(): Locale | null {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isLocale(saved) ? saved : null;
}

// Portuguese, the default, is in the entry; English comes in its own small chunk when it is chosen (or
// remembered), so the first page of most visitors does not carry both.
void i18n.use(initReactI18next).init({
  // A copy: i18next keeps the object it is given and later parts are merged into it, which must not
  // change the imported catalog module (other importers, tests among them, read it as written).
  resources: { pt: { common: structuredClone(pt) } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function applyDocumentLanguage(lng: string) {
  // The server draws first frames with this module too (web/server-frame.tsx): it has no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng === 'pt' ? 'pt-BR' : 'en';
}
applyDocumentLanguage(i18n.language);

type Catalog = { default: object };

/**
 * Parts of the common catalog that a later chunk brings (i18n/errors: the messages only signed-in
 * screens show): Portuguese comes inside that chunk, English is loaded when it is the language.
 */
const laterParts: { en: () => Promise<Catalog>; enLoaded: boolean }[] = [];

async function loadLaterParts(lng: Locale): Promise<void> {
  if (lng !== 'en') return;
  await Promise.all(
    laterParts
      .filter((part) => !part.enLoaded)
      .map(async (part) => {
        i18n.addResourceBundle('en', 'common', (await part.en()).default, true, true);
        part.enLoaded = true;
      }),
  );
}

/** Adds a later part to the common catalog; resolves once it is there in the language shown. */
export function addCommonPart(pt: object, en: () => Promise<Catalog>): Promise<void> {
  i18n.addResourceBundle('pt', 'common', pt, true, true);
  laterParts.push({ en, enLoaded: false });
  return loadLaterParts(currentLanguage());
}

/** Loads a language's common catalog and the parts already added (the server's frames load both). */
export async function loadLanguage(lng: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'common')) {
    const bundle = (await import('./en.json')).default;
    i18n.addResourceBundle(lng, 'common', bundle);
  }
  await loadLaterParts(lng);
}

/**
 * Opens the app in the language of the link (`?lang=`, which an email's link carries), else the one
 * this browser remembers; when it remembers none (a first visit, or a session carried to a new
 * browser), in the signed-in account's language, which is then remembered here; signed out, in the
 * browser's language (domain/start-language.ts). main.tsx awaits it before the first render: the session request left with the page (index.html
 * preloads it), and every screen behind a sign-in waits for it anyway.
 */
export async function applyStartLanguage(accountLanguage: () => Promise<Locale | null>): Promise<void> {
  const remembered = storedLanguage();
  // Browsers that remembered a language before the cookie existed tell the server now.
  if (remembered && !document.cookie.includes(`${COOKIE}=${remembered}`)) rememberForServer(remembered);
  const choice = chooseStartLanguage({
    search: window.location.search,
    remembered,
    account: remembered ? null : await accountLanguage(),
    browser: navigator.languages ?? [],
  });
  if (!choice) return;
  if (choice.remember) {
    if (choice.lng !== i18n.language || choice.lng !== remembered) await changeLanguage(choice.lng);
  } else if (choice.lng !== i18n.language) {
    await showLanguage(choice.lng);
  }
}

/** Shows a language without remembering it (the browser's, guessed for a first visit). */
async function showLanguage(lng: Locale): Promise<void> {
  await loadLanguage(lng);
  applyDocumentLanguage(lng);
  await i18n.changeLanguage(lng);
}

/**
 * Switches the language and remembers the choice in this browser: remembered first, so a reload
 * while the catalog is still loading opens in the chosen language.
 */
export async function changeLanguage(lng: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lng);
  rememberForServer(lng);
  await loadLanguage(lng);
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
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export default i18n;
