import { formatInstant } from '../../../lib/format';

export { formatScore } from '../../../lib/format';

/** An instant in São Paulo time, as in the CSV export (the screen says so). */
export function formatDateTime(instant: string, language: string): string {
  return formatInstant(instant, language);
}
