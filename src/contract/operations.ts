import { notificationOperations } from './notifications';
import { locationOperations } from './locations';
import { resultOperations } from './results';
import { participantOperations } from './participant';
import { auditOperations } from './audit';
import { packageOperations } from './packages';
import { statisticsOperations } from './statistics';
import { lifecycleOperations } from './lifecycle';
import { judgeReminderOperations } from './adjudication';
import { adjudicationOperations } from './adjudication';
import { fairnessOperations } from './fairness';
import { judgingOperations } from './judging';
import { contestOperations } from './contests';
import { userOperations } from './users';

/**
 * Every operation of the API by tag (a tag is a server module, `src/server/modules/<tag>`), each by
 * its operationId: `METHOD path` (OpenAPI's: `{id}`, not `:id`), its one-line summary, which the
 * OpenAPI document (`docs/api/openapi.json`) carries and the typed web client (`src/web/lib/api.ts`) is
 * generated from, and, for the routes the server registers from this table (`op`, server/lib/route.ts),
 * its contract: the request's parts and its answers (`operation`, ./common.ts). The tables with
 * contracts live in the area's own file. A route registered without a line here fails
 * `lib/openapi-document.api.test.ts`; so does a line whose route is gone.
 */
export const OPERATIONS = {
  system: {
    getLiveness: { route: 'GET /health/live', summary: 'The process answers (liveness)' },
    getReadiness: { route: 'GET /health/ready', summary: 'The database and storage answer (readiness)' },
    getOpenApiDocument: { route: 'GET /api/admin/openapi.json', summary: 'This document' },
  },
  auth: {
    signIn: {
      route: 'POST /api/auth/sign-in/email',
      summary: 'Signs in with email and password; the session is a cookie',
    },
    signOut: { route: 'POST /api/auth/sign-out', summary: 'Ends the session' },
    getAuthSession: {
      route: 'GET /api/auth/get-session',
      summary: "Better Auth's session, without its token",
    },
    requestPasswordReset: {
      route: 'POST /api/auth/request-password-reset',
      summary: 'Emails a password-reset link',
    },
    resetPassword: {
      route: 'POST /api/auth/reset-password',
      summary: 'Sets a new password with a reset link',
    },
    authClosedGet: { route: 'GET /api/auth/{*}', summary: "Better Auth's other routes: closed (404)" },
    authClosedPost: { route: 'POST /api/auth/{*}', summary: "Better Auth's other routes: closed (404)" },
    signUp: { route: 'POST /api/account/sign-up', summary: 'Creates a participant account and signs it in' },
    checkResetToken: {
      route: 'GET /api/account/reset-token',
      summary: 'Says whether a password-reset link still works',
    },
    confirmEmailChange: { route: 'POST /api/account/confirm-email', summary: 'Confirms a new email address' },
    getSession: { route: 'GET /api/session', summary: 'Who is signed in (null for a visitor)' },
    getMe: { route: 'GET /api/me', summary: 'The signed-in user' },
    updateSettings: { route: 'PUT /api/me/settings', summary: "Changes the user's name, email or password" },
    updateLocation: { route: 'PUT /api/me/location', summary: "Changes the user's country, state and city" },
    updateLocale: { route: 'PUT /api/me/locale', summary: "Changes the user's language" },
  },
  locations: locationOperations,
  participant: participantOperations,
  submissions: {
    submitPhoto: {
      route: 'POST /api/participant/contests/{id}/photos',
      summary: 'Enters one photo (multipart)',
    },
    submitFilms: { route: 'POST /api/participant/contests/{id}/films', summary: 'Enters films by link' },
    listMySubmissions: {
      route: 'GET /api/participant/submissions',
      summary: "One page of the participant's entries",
    },
    getMySubmissionFilters: {
      route: 'GET /api/participant/submissions/filters',
      summary: 'The years and contests to filter by',
    },
    editMySubmission: {
      route: 'PATCH /api/participant/submissions/{id}',
      summary: "Changes an entry's title or description",
    },
    deleteMySubmission: { route: 'DELETE /api/participant/submissions/{id}', summary: 'Withdraws an entry' },
    listOverallScores: {
      route: 'GET /api/participant/contests/{id}/overall',
      summary: "A published contest's overall scores",
    },
    getImage: { route: 'GET /api/images/{submissionId}/{variant}', summary: "An entry's image in one size" },
  },
  judging: judgingOperations,
  adjudication: adjudicationOperations,
  lifecycle: lifecycleOperations,
  'judge-reminders': judgeReminderOperations,
  notifications: {
    ...notificationOperations,
    streamEvents: { route: 'GET /api/events', summary: 'Server-sent events for the signed-in user' },
    showUnsubscribe: { route: 'GET /unsubscribe/{token}', summary: 'Unsubscribes from reminders (a page)' },
    resubscribe: { route: 'POST /unsubscribe/{token}/resubscribe', summary: 'Subscribes again (a page)' },
  },
  contests: contestOperations,
  users: userOperations,
  packages: packageOperations,
  audit: auditOperations,
  statistics: statisticsOperations,
  fairness: fairnessOperations,
  results: resultOperations,
  recognition: {
    getCertificate: {
      route: 'GET /api/participant/submissions/{id}/certificate.pdf',
      summary: "An award's certificate",
    },
    showGallery: { route: 'GET /gallery/{id}', summary: "A published contest's public gallery" },
    getGalleryImage: { route: 'GET /gallery/{id}/images/{submission}', summary: 'A gallery image' },
    getGalleryThumb: { route: 'GET /gallery/{id}/thumbs/{submission}', summary: 'A gallery thumbnail' },
    getGalleryShareImage: { route: 'GET /gallery/{id}/share.jpg', summary: "The gallery's share image" },
    getGalleryScript: { route: 'GET /gallery/viewer.js', summary: "The gallery's viewer script" },
    getBadge: { route: 'GET /verify/{id}/badge.svg', summary: "An award's badge" },
    getVerifyScript: { route: 'GET /verify/copy.js', summary: "The verification page's script" },
    verifyAward: { route: 'GET /verify/{id}', summary: "An award's public verification page" },
  },
  payments: {
    setPaid: {
      route: 'PUT /api/admin/stats/contests/{id}/participants/{userId}/payment',
      summary: 'Marks a participant paid or not',
    },
    getMyOrder: {
      route: 'GET /api/participant/contests/{id}/order',
      summary: 'What the participant owes a contest',
    },
    startPixCheckout: {
      route: 'POST /api/participant/contests/{id}/checkout',
      summary: 'Starts a Pix payment',
    },
    startCardCheckout: {
      route: 'POST /api/participant/contests/{id}/card-checkout',
      summary: 'Starts a card or boleto payment',
    },
    applyDiscountCode: {
      route: 'POST /api/participant/contests/{id}/discount-code',
      summary: 'Applies a discount code',
    },
    receivePaymentNotice: {
      route: 'POST /api/payments/webhooks/{provider}',
      summary: "A payment provider's notice",
    },
    receiveStripeEvent: { route: 'POST /api/payments/webhooks/stripe', summary: "Stripe's signed event" },
    listContestPayments: { route: 'GET /api/admin/contests/{id}/payments', summary: "A contest's payments" },
    getReconciliation: {
      route: 'GET /api/admin/contests/{id}/reconciliation',
      summary: "A contest's payments against its entries",
    },
    exportReconciliation: {
      route: 'GET /api/admin/contests/{id}/reconciliation.csv',
      summary: 'The reconciliation as CSV',
    },
    refundPayment: { route: 'POST /api/admin/payments/{id}/refund', summary: 'Refunds a payment' },
    listDiscountCodes: {
      route: 'GET /api/admin/contests/{id}/discount-codes',
      summary: "A contest's discount codes",
    },
    createDiscountCode: {
      route: 'POST /api/admin/contests/{id}/discount-codes',
      summary: 'Creates a discount code',
    },
    setDiscountCodeActive: {
      route: 'PUT /api/admin/discount-codes/{id}',
      summary: 'Turns a discount code on or off',
    },
  },
} as const satisfies Record<string, Record<string, Operation>>;

type Operation = { route: string; summary: string; schema?: object };
type OperationTag = keyof typeof OPERATIONS;
type Tables = (typeof OPERATIONS)[OperationTag];
type Merged<U> = (U extends unknown ? (table: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every operation by its operationId, whatever its tag. */
export const OPERATIONS_BY_ID = Object.assign({}, ...Object.values(OPERATIONS)) as Merged<Tables>;

/** The operation of `METHOD path` (OpenAPI path), or undefined when the table lacks it. */
export function operationOf(
  method: string,
  path: string,
): { tag: OperationTag; operationId: string; summary: string } | undefined {
  const route = `${method.toUpperCase()} ${path}`;
  for (const [tag, operations] of Object.entries(OPERATIONS) as [OperationTag, Record<string, Operation>][]) {
    const found = Object.entries(operations).find(([, operation]) => operation.route === route);
    if (found) return { tag, operationId: found[0], summary: found[1].summary };
  }
  return undefined;
}
