import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { ROLES, USER_STATUSES } from '../domain/roles';
import { locationSchema, settingsSchema, signUpSchema } from '../domain/schemas/account';
import { noContentSchema, okSchema, operation } from './common';

// Accounts (server module `auth`): sign-up, the caller's profile and settings, and the parts of
// Better Auth the browser may call through the proxy. The form schemas live in
// domain/schemas/account.ts with the rules the forms share.

const tokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
const tokenBodySchema = z.object({ token: z.string().min(1).max(200) });
const localeBodySchema = z.object({ locale: z.enum(LOCALES) });

const signedUpSchema = okSchema;
const resetTokenCheckSchema = z.object({ valid: z.boolean() });
const emailConfirmedSchema = z.object({ email: z.string() });

/** The signed-in caller (GET /api/me, and the answer of every change to it). */
const meSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The name printed on certificates; null: the username is printed. */
  printName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  locale: z.enum(LOCALES),
  location: z.object({
    country: z.string().nullable(),
    stateCode: z.string().nullable(),
    cityCode: z.string().nullable(),
    cityName: z.string().nullable(),
  }),
  place: z.object({
    country: z.string().nullable(),
    state: z.string().nullable(),
    stateUf: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** A new email waiting for its confirmation link (settings). */
  pendingEmail: z.string().nullable(),
});
export type Me = z.output<typeof meSchema>;

/**
 * Who is signed in, asked by every page at start (GET /api/session): `user` is null for a visitor,
 * an answer and not a 401, so a signed-out page logs no failed request.
 */
export const sessionSchema = z.object({ user: meSchema.nullable() });
export type Session = z.output<typeof sessionSchema>;

/**
 * Better Auth's own answers, passed through as they come (sign-in answers `{ ok: true }`, the
 * session its JSON less the token); documented, not reshaped.
 */
export const authPassThroughSchema = z
  .looseObject({})
  .nullable()
  .describe("Better Auth's answer, passed through (the session without its token)");
/**
 * What the browser sends Better Auth's open routes through the proxy. Loose: Better Auth reads what it
 * knows and the proxy passes the rest on; the fields the web sends are typed here.
 */
export const signInBodySchema = z.looseObject({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});
export const passwordResetRequestSchema = z.looseObject({
  email: z.string(),
  redirectTo: z.string().optional(),
});
/** Sign-out reads nothing; the web sends an empty JSON object. */
export const signOutBodySchema = z.looseObject({}).optional();
export const resetPasswordBodySchema = z.looseObject({ token: z.string(), newPassword: z.string() });
/** What the proxy answers a successful sign-in (POST /api/auth/sign-in/email): the session is the cookie. */

/** The operations of the auth area by operationId (src/contract/operations.ts). */
export const authOperations = {
  signUp: operation(
    'POST /api/account/sign-up',
    'Creates a participant account (the person then signs in)',
    { body: signUpSchema },
    { 201: signedUpSchema },
  ),
  checkResetToken: operation(
    'GET /api/account/reset-token',
    'Says whether a password-reset link still works',
    { querystring: tokenQuerySchema },
    { 200: resetTokenCheckSchema },
  ),
  confirmEmailChange: operation(
    'POST /api/account/confirm-email',
    'Confirms a new email address',
    { body: tokenBodySchema },
    { 200: emailConfirmedSchema },
  ),
  getSession: operation(
    'GET /api/session',
    'Who is signed in (null for a visitor)',
    {},
    { 200: sessionSchema },
  ),
  getMe: operation('GET /api/me', 'The signed-in user', {}, { 200: meSchema }),
  updateSettings: operation(
    'PUT /api/me/settings',
    "Changes the user's name, email or password",
    { body: settingsSchema },
    { 200: meSchema },
  ),
  updateLocation: operation(
    'PUT /api/me/location',
    "Changes the user's country, state and city",
    { body: locationSchema },
    { 200: meSchema },
  ),
  updateLocale: operation(
    'PUT /api/me/locale',
    "Changes the user's language",
    { body: localeBodySchema },
    { 204: noContentSchema },
  ),
};

export type SignedIn = z.output<typeof signedUpSchema>;
