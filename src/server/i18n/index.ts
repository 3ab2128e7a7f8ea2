import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../../domain/schemas/account';
import en from './en.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

const instance = i18next.createInstance();
void instance.init({
  resources: { pt: { translation: pt }, en: { translation: en } },
  lng: 'pt',
  fallbackLng: 'pt',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Server-side translations (emails). The user's stored locale picks the language. */
export function translatorFor(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
