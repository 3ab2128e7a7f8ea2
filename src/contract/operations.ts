import { adjudicationOperations, judgeReminderOperations } from './adjudication';
import { auditOperations } from './audit';
import { authOperations } from './auth';
import { contestOperations } from './contests';
import { fairnessOperations } from './fairness';
import { judgingOperations } from './judging';
import { lifecycleOperations } from './lifecycle';
import { locationOperations } from './locations';
import { notificationOperations } from './notifications';
import { packageOperations } from './packages';
import { participantOperations } from './participant';
import { paymentOperations } from './payments';
import { recognitionOperations } from './recognition';
import { resultOperations } from './results';
import { statisticsOperations } from './statistics';
import { submissionOperations } from './submissions';
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
    ...authOperations,
  },
  locations: locationOperations,
  participant: participantOperations,
  submissions: submissionOperations,
  judging: judgingOperations,
  adjudication: adjudicationOperations,
  lifecycle: lifecycleOperations,
  'judge-reminders': judgeReminderOperations,
  notifications: notificationOperations,
  contests: contestOperations,
  users: userOperations,
  packages: packageOperations,
  audit: auditOperations,
  statistics: statisticsOperations,
  fairness: fairnessOperations,
  results: resultOperations,
  recognition: recognitionOperations,
  payments: paymentOperations,
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
