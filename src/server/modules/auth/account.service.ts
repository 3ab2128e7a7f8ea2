import { isRole } from '../../../domain/roles';
import type { Locale, LocationInput, SettingsInput, SignUpInput } from '../../../domain/schemas/account';
import { locationSchema, settingsSchema, signUpSchema } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { describeLocation, isCityInState, isKnownCountry } from '../locations/locations.service';
import * as repo from './account.repo';
import { welcomeEmail } from './auth.emails';

function fieldError(
  field: string,
  key: string,
  code: 'VALIDATION_FAILED' | 'USERNAME_TAKEN' | 'EMAIL_TAKEN',
) {
  return new AppError(code, key, { [field]: key });
}

function checkLocation(input: { country: string; stateCode: string | null; cityCode: string | null }) {
  if (!isKnownCountry(input.country))
    throw fieldError('country', 'errors.countryInvalid', 'VALIDATION_FAILED');
  if (input.stateCode && input.cityCode && !isCityInState(input.cityCode, input.stateCode)) {
    throw fieldError('cityCode', 'errors.cityInvalid', 'VALIDATION_FAILED');
  }
}

/** Creates a participant account, signs it in and queues the welcome email. Returns Better Auth's cookies. */
export async function signUp(ctx: AppContext, raw: SignUpInput, headers: Headers) {
  const input = signUpSchema.parse(raw);
  checkLocation(input);
  if (await repo.isUsernameTaken(ctx.db.$client, input.username)) {
    throw fieldError('username', 'errors.usernameTaken', 'USERNAME_TAKEN');
  }
  if (await repo.isEmailTaken(ctx.db.$client, input.email)) {
    throw fieldError('email', 'errors.emailTaken', 'EMAIL_TAKEN');
  }
  let result;
  try {
    result = await ctx.auth.api.signUpEmail({
      body: {
        name: input.username,
        email: input.email,
        password: input.password,
        country: input.country,
        stateCode: input.stateCode ?? undefined,
        cityCode: input.cityCode ?? undefined,
        cityName: input.cityName ?? undefined,
        locale: input.locale,
      },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    // Two sign-ups racing for the same name or address: the database let one through. Whatever Better
    // Auth made of the other's refusal ("Failed to create user", "already exists"), the committed row
    // says which field was taken.
    if (await repo.isUsernameTaken(ctx.db.$client, input.username)) {
      throw fieldError('username', 'errors.usernameTaken', 'USERNAME_TAKEN');
    }
    if (await repo.isEmailTaken(ctx.db.$client, input.email)) {
      throw fieldError('email', 'errors.emailTaken', 'EMAIL_TAKEN');
    }
    throw error;
  }
  const user = result.response.user;
  try {
    await ctx.mailer.enqueue(
      welcomeEmail({
        userId: user.id,
        email: user.email,
        username: input.username,
        locale: input.locale,
        loginUrl: `${ctx.config.publicUrl}/login`,
      }),
    );
  } catch (error) {
    // The account exists; a welcome email that cannot be queued is logged only (spec section 8).
    ctx.log.error({ err: error }, 'welcome email could not be queued');
  }
  return { cookies: result.headers.getSetCookie(), userId: user.id };
}

export async function getProfile(ctx: AppContext, userId: string, locale: Locale) {
  const row = await repo.findProfile(ctx.db.$client, userId);
  if (!row || !isRole(row.role)) throw new AppError('NOT_FOUND', 'User not found');
  const location = {
    country: row.country,
    stateCode: row.state_code,
    cityCode: row.city_code,
    cityName: row.city_name,
  };
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    locale: row.locale,
    location,
    place: describeLocation(location, locale),
  };
}

/** Participant settings: username, email and, only when typed, a new password (spec section 5). */
export async function updateSettings(ctx: AppContext, caller: SessionUser, raw: SettingsInput) {
  const input = settingsSchema.parse(raw);
  const db = ctx.db.$client;
  if (await repo.isUsernameTaken(db, input.username, caller.id)) {
    throw fieldError('username', 'errors.usernameTaken', 'USERNAME_TAKEN');
  }
  if (await repo.isEmailTaken(db, input.email, caller.id)) {
    throw fieldError('email', 'errors.emailTaken', 'EMAIL_TAKEN');
  }
  const hash = input.newPassword ? await (await ctx.auth.$context).password.hash(input.newPassword) : null;
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await repo.updateProfileIdentity(client, caller.id, { username: input.username, email: input.email });
    if (hash) {
      await repo.setCredentialPassword(client, caller.id, hash);
      // A new password signs out every other device, as people expect after a change.
      await repo.deleteOtherSessions(client, caller.id, caller.sessionId);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    if (isUniqueViolation(error, 'users_username_lower_key')) {
      throw fieldError('username', 'errors.usernameTaken', 'USERNAME_TAKEN');
    }
    if (isUniqueViolation(error)) throw fieldError('email', 'errors.emailTaken', 'EMAIL_TAKEN');
    throw error;
  } finally {
    client.release();
  }
  return getProfile(ctx, caller.id, caller.locale);
}

/** The caller's country, state and city (defect 9: editable after sign-up), checked as at sign-up. */
export async function updateLocation(ctx: AppContext, caller: SessionUser, raw: LocationInput) {
  const input = locationSchema.parse(raw);
  checkLocation(input);
  await repo.updateLocation(ctx.db.$client, caller.id, input);
  return getProfile(ctx, caller.id, caller.locale);
}

export async function setLocale(ctx: AppContext, caller: SessionUser, locale: Locale) {
  await repo.updateLocale(ctx.db.$client, caller.id, locale);
}

export async function checkResetToken(ctx: AppContext, token: string) {
  return { valid: await repo.isResetTokenValid(ctx.db.$client, token) };
}
