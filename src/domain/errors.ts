// Error codes shared by server and web. Each code is also an i18n key (`errors.<CODE>`) on the client,
// so every failure reads well in both languages.
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  // The database cannot be reached (restart, failover, outage): try again shortly.
  'DATABASE_UNAVAILABLE',
  // The file storage (an S3 bucket) cannot be reached: photos cannot be read or stored for now.
  'STORAGE_UNAVAILABLE',
  'INVALID_EMAIL_OR_PASSWORD',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'UNTRUSTED_ORIGIN',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_TOKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  // Participation (submissions module)
  'CONTEST_CLOSED',
  'CONTEST_CATEGORY_MISMATCH',
  'ENTRY_LIMIT_REACHED',
  'SUBMISSION_NOT_DELETABLE',
  'SUBMISSIONS_NOT_PUBLISHED',
  'INVALID_IMAGE',
  'IMAGE_EMPTY',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'UNSUPPORTED_IMAGE_TYPE',
  // Administration (contests, users, packages modules)
  'CANNOT_CHANGE_OWN_ROLE',
  'CANNOT_DELETE_SELF',
  'CANNOT_REMOVE_LAST_ADMIN',
  'USER_HAS_JUDGED_WORK',
  'USER_IS_ASSIGNED_JUDGE',
  'CONTEST_CATEGORY_LOCKED',
  'JUDGE_HAS_ENTRIES',
  'JUDGE_REPLACEMENT_DECISION_REQUIRED',
  'PACKAGE_EXISTS',
  'PACKAGE_IN_USE',
  // Judging
  'EVALUATION_PENDING',
  'PRE_FILTER_TRANSITION_NOT_ALLOWED',
  'ENTRY_NOT_APPROVED',

  // Participant results and recognition
  'ENTRY_TEXT_LOCKED',
  'HEIC_NOT_SUPPORTED',
  'IMAGE_TOO_SMALL',
  'DUPLICATE_PHOTO',

  // Adjudication of disagreements
  'ADJUDICATOR_ROLE_MISMATCH',
  'ADJUDICATOR_ON_ENTRY',
  'ADJUDICATION_ALREADY_SCORED',
  'ENTRY_NOT_IN_DISAGREEMENT',

  // Bulk pre-filter decisions and their undo; the awarded photos' ZIP
  'PRE_FILTER_SELECTION_NOT_FOUND',
  'PRE_FILTER_SELECTION_DECIDED',
  'NOTHING_TO_UNDO',
  'PRE_FILTER_UNDO_CHANGED',
  'PRE_FILTER_UNDO_SCORED',
  'PRE_FILTER_UNDO_PUBLISHED',
  'AWARDED_ZIP_EMPTY',

  // Results integrity: lifecycle, locks, amendments
  'RESULTS_PUBLISHED',
  'RESULTS_NOT_PUBLISHED',
  // Fair judging: the award basis is chosen before publication.
  'AWARD_BASIS_PUBLISHED',
  'AMENDMENT_NORMALISED',
  'EVALUATION_LOCKED',
  'COMPLETION_NOT_FOUND',
  'JUDGE_IS_ADJUDICATOR',
  'PUBLISH_CONFIRMATION_REQUIRED',
  'AMENDMENT_UNCHANGED',
  // Payments through a provider
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_PROVIDER_FAILED',
  'INVALID_SIGNATURE',
  'PAYMENT_NOT_REFUNDABLE',
  'PAYMENT_REQUIRED',
  // Discount and waiver codes
  'DISCOUNT_CODE_INVALID',
  'DISCOUNT_CODE_EXPIRED',
  'DISCOUNT_CODE_USED_UP',
  'DISCOUNT_CODE_WRONG_CURRENCY',
  'DISCOUNT_CODE_NOT_APPLICABLE',
  'DISCOUNT_CODE_EXISTS',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// The JSON body of every error answer is `ErrorBody` in src/contract/common.ts.
