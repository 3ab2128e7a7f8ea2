import type { Locale } from './locales';

// The ZIP of a contest's awarded and honourable-mention originals: file names that say
// what each photo is, in the admin's language (docs/decisions/results.md, "Awarded photos ZIP").

/** Lower-case ASCII letters and digits joined by '-': safe in every file system and ZIP tool. */
export function fileSlugOf(text: string, maxLength = 60): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

const AWARD_WORDS: Record<Locale, Record<'awarded' | 'honorable', string>> = {
  pt: { awarded: 'premiada', honorable: 'mencao-honrosa' },
  en: { awarded: 'awarded', honorable: 'honourable-mention' },
};

const ARCHIVE_WORDS: Record<Locale, string> = { pt: 'premiadas', en: 'awarded' };

export type AwardedFile = {
  award: 'awarded' | 'honorable';
  /** Competition rank by final score in the contest (ties share it). */
  rank: number;
  participant: string;
  /** The original's extension, with its dot ('.jpg'). */
  extension: string;
};

/**
 * The names of the files in the archive, in the given order: `<contest>/<award>-<rank>-<participant>.<ext>`
 * (`casamentos-2026/premiada-01-joao-silva.jpg`). Ranks have two digits at least, so the files sort in
 * rank order; two photos with the same name (a participant's tied photos) get `-2`, `-3`….
 */
export function awardedFileNames(
  contestTitle: string,
  files: readonly AwardedFile[],
  locale: Locale,
): string[] {
  const folder = fileSlugOf(contestTitle) || 'contest';
  const seen = new Map<string, number>();
  return files.map((file) => {
    const rank = String(file.rank).padStart(2, '0');
    const base = `${AWARD_WORDS[locale][file.award]}-${rank}-${fileSlugOf(file.participant, 40) || 'participant'}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    const extension = /^\.[a-z0-9]{1,5}$/i.test(file.extension) ? file.extension.toLowerCase() : '';
    return `${folder}/${times === 1 ? base : `${base}-${times}`}${extension}`;
  });
}

/** The archive's own name: `jurado-<contest>-premiadas.zip` / `jurado-<contest>-awarded.zip`. */
export function awardedArchiveName(contestTitle: string, locale: Locale): string {
  return `jurado-${fileSlugOf(contestTitle) || 'contest'}-${ARCHIVE_WORDS[locale]}.zip`;
}
