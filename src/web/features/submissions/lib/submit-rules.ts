// What the submit dialog lets the participant do next, worked out from its state alone (no React),
// so each rule is tested directly (submit-rules.test.ts). Messages are translation keys of the
// 'submissions' namespace unless `ns` says otherwise; the dialog translates them.

import { CURRENCIES_BY_CATEGORY, type Currency } from '../../../../domain/packages';
import type { PickRefusal } from './photo-pick';

export type Message = { key: string; count?: number; ns?: 'common' };
export type Blocker = Message & { isError: boolean };

/** Errors after which the other photos of the batch would fail the same way: stop and say why. */
const BATCH_STOPPING_CODES = new Set([
  'CONTEST_CLOSED',
  'CONTEST_CATEGORY_MISMATCH',
  'ENTRY_LIMIT_REACHED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NETWORK',
  'TOO_MANY_REQUESTS',
]);

/** Whether a failed photo stops the batch: the code says the next ones would fail too. */
export function stopsBatch(code: string, isPackageProblem: boolean): boolean {
  return isPackageProblem || BATCH_STOPPING_CODES.has(code);
}

/**
 * Refusals of the file itself, which sending the same file again can never change (too small, not an
 * image, the same photo twice…): the dialog offers only to remove it (or pick another), no retry.
 */
const FILE_REFUSAL_CODES = new Set([
  'IMAGE_TOO_SMALL',
  'INVALID_IMAGE',
  'IMAGE_EMPTY',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'UNSUPPORTED_IMAGE_TYPE',
  'HEIC_NOT_SUPPORTED',
  'DUPLICATE_PHOTO',
]);

/** Whether sending the same file again may succeed (a network failure, a closed contest reopened…). */
export function canRetryPhoto(code: string | null): boolean {
  return code === null || !FILE_REFUSAL_CODES.has(code);
}

/** The currency preselected: the previous package's in this contest, else by the reader's language. */
export function initialCurrency(
  contest: { category: keyof typeof CURRENCIES_BY_CATEGORY; package: { currency: Currency | null } | null },
  language: string,
): Currency {
  const allowed = CURRENCIES_BY_CATEGORY[contest.category];
  if (contest.package?.currency && allowed.includes(contest.package.currency))
    return contest.package.currency;
  // Reais for a Portuguese reader; the foreign currency of the category for an English one.
  return language === 'en' ? allowed[allowed.length - 1] : allowed[0];
}

export type SubmitState = {
  isVip: boolean;
  isPhoto: boolean;
  hasPackage: boolean;
  /** The participant already has entries in the contest: the limits say "more". */
  hasUsed: boolean;
  /** Entries still allowed; null until a package is chosen. */
  allowance: number | null;
  photoCount: number;
  /** Photos not sent yet or failed (what the button would send). */
  pendingPhotoCount: number;
  validUrlCount: number;
  invalidUrlCount: number;
  /** An invalid link is shown as such (touched, or after a submit attempt). */
  showInvalidUrls: boolean;
  /** The payment step lets the entries go (lib/package-choice isPaymentReady). */
  paymentReady: boolean;
  /** How the chosen package is paid: the link and "I have paid", or the provider's Pix. */
  paymentMode: 'manual' | 'provider';
};

/** "You can only send 2 photos" for a first batch, "2 more photos" once some were sent. */
const more = (key: string, hasUsed: boolean) => (hasUsed ? `${key}More` : key);

/** Why the entries cannot be sent yet (the first reason, in the order the dialog's steps go), or null. */
export function submitBlocker(s: SubmitState): Blocker | null {
  if (!s.isVip && !s.hasPackage) {
    return { key: s.isPhoto ? 'submit.errors.photoPackage' : 'submit.errors.videoPackage', isError: false };
  }
  if (s.allowance === null) return null;
  if (s.allowance === 0) return { key: 'submit.errors.noEntriesLeft', isError: true };
  if (s.isPhoto) {
    if (s.photoCount > s.allowance)
      return { key: more('submit.errors.photoLimit', s.hasUsed), count: s.allowance, isError: true };
    if (s.pendingPhotoCount === 0) {
      return s.photoCount > 0 ? null : { key: 'submit.errors.noPhoto', isError: false };
    }
  } else {
    if (s.invalidUrlCount > 0 && s.showInvalidUrls) return { key: 'submit.invalidUrl', isError: true };
    if (s.validUrlCount === 0) return { key: 'submit.errors.atLeastOneUrl', isError: false };
    if (s.validUrlCount > s.allowance) {
      return { key: more('submit.errors.submitVideoLimit', s.hasUsed), count: s.allowance, isError: true };
    }
    if (s.invalidUrlCount > 0) return { key: 'submit.invalidUrl', isError: true };
  }
  if (!s.isVip && !s.paymentReady) {
    const key = s.paymentMode === 'provider' ? 'submit.errors.payFirst' : 'submit.errors.paymentNotConfirmed';
    return { key, isError: false };
  }
  return null;
}

/** Why no more photos or links can be added (no package yet, or the limit reached), or null. */
export function addBlocker(s: {
  isVip: boolean;
  isPhoto: boolean;
  hasPackage: boolean;
  hasUsed: boolean;
  allowance: number | null;
  count: number;
}): Message | null {
  if (!s.isVip && !s.hasPackage) {
    return { key: s.isPhoto ? 'submit.errors.photoPackage' : 'submit.errors.videoPackage' };
  }
  if (s.allowance === null || s.count < s.allowance) return null;
  if (s.allowance === 0) return { key: 'submit.errors.noEntriesLeft' };
  return {
    key: more(s.isPhoto ? 'submit.errors.photoLimit' : 'submit.errors.addVideoLimit', s.hasUsed),
    count: s.allowance,
  };
}

/** The message for a file the picker refused (the limit has its own message above the list). */
export function refusalMessage(refusal: PickRefusal): Message | string {
  switch (refusal.reason) {
    case 'heic':
      return { key: 'submit.rejectHeic' };
    case 'tooLarge':
      return { key: 'submit.rejectTooLarge' };
    case 'type':
      return { key: 'submit.rejectType' };
    default:
      return refusal.message ?? { key: 'submit.errors.generic' };
  }
}

/**
 * Splits a refused link submission's field errors: `urls.<n>` goes to the n-th row (by its key),
 * the rest (package, payment) to the form.
 */
export function splitVideoFieldErrors(
  fields: Record<string, string>,
  rowKeys: readonly string[],
): { byRow: Record<string, string>; others: Record<string, string> } {
  const byRow: Record<string, string> = {};
  const others: Record<string, string> = {};
  for (const [field, key] of Object.entries(fields)) {
    const match = /^urls\.(\d+)$/.exec(field);
    const rowKey = match ? rowKeys[Number(match[1])] : undefined;
    if (rowKey) byRow[rowKey] = key;
    else others[field] = key;
  }
  return { byRow, others };
}
