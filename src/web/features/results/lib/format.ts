// Formatting by the interface language: pt → Brazilian conventions, en → English.
function localeTag(language: string): string {
  return language === 'en' ? 'en-GB' : 'pt-BR';
}

/** Scores are shown with one decimal (spec section 9); '–' while there is none. */
export function formatScore(score: number | null | undefined, language: string): string {
  if (score === null || score === undefined) return '–';
  return new Intl.NumberFormat(localeTag(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(score);
}

/** An instant in the reader's time zone. */
export function formatDateTime(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
