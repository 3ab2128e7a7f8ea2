import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../../domain/schemas/account';
import { entryName, numberedNameKey, type NameableEntry } from '../../domain/entry-name';
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

/**
 * An email's plain text: the greeting, its paragraphs (the lines of one paragraph kept together) and
 * the signature, a blank line between each.
 */
export function letterText(
  t: TFunction,
  username: string,
  paragraphs: readonly (string | readonly string[])[],
): string {
  const blocks = paragraphs.map((p) => (typeof p === 'string' ? p : p.join('\n')));
  return [t('email.greeting', { username }), ...blocks, t('email.signature')].join('\n\n');
}

/** The one name of an entry (domain/entry-name) in `t`'s language: its title, else "Photo N" / "Film N". */
export function entryNameIn(t: TFunction, entry: NameableEntry): string {
  return entryName(entry, (kind, n) => t(numberedNameKey(kind), { n }));
}
