import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

// Codes that say nothing the judge can act on: the screen's own "try again" message reads better.
const GENERIC_CODES = new Set(['INTERNAL', 'NETWORK', 'BAD_REQUEST']);

/**
 * What to tell a judge when an action failed: the server's reason when it has one the judge can act
 * on (a photo taken back by the pre-filter, entries still pending), else the screen's `fallback`.
 */
export function failureMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError && !GENERIC_CODES.has(error.code)) {
    return t(`errors.${error.code}`, { ns: 'common', defaultValue: fallback });
  }
  return fallback;
}

/** Whether the entry has left the judge's work since the screen loaded it (refetch, drop it). */
export function isEntryGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'ENTRY_NOT_APPROVED' || error.code === 'NOT_FOUND');
}
