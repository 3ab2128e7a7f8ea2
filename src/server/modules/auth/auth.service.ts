import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isRole } from '../../../domain/roles';
import type { Locale, LocationInput, SettingsInput, SignUpInput } from '../../../domain/schemas/account';
import {
  locationSchema,
  needsCurrentPassword,
  settingsSchema,
  signUpSchema,
} from '../../../domain/schemas/account';
import { inTransaction } from '../../db/transaction';
import type { AppContext } from '../../context';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { checkLocation, describeLocation } from '../locations/locations.service';
import * as repo from './auth.repo';
import {
  emailChangeConfirmEmail,
  emailChangeNoticeEmail,
  passwordChangedEmail,
  welcomeEmail,
} from './auth.emails';
import { beginLoginAttempt, failLoginAttempt, succeedLoginAttempt } from './login-throttle';

/**
 * Creates a participant account and queues the welcome email. The person then signs in (as the spec
 * has it: Better Auth's `autoSignIn` is off, so no session is made here).
 */
export async function signUp(ctx: AppContext, raw: SignUpInput, headers: Headers) {
  const input = signUpSchema.parse(raw);
  checkLocation(input);
  if (await repo.isUsernameTaken(ctx.pool, input.username)) {
    throw fieldError('USERNAME_TAKEN', 'username', 'errors.usernameTaken');
  }
  if (await repo.isEmailTaken(ctx.pool, input.email)) {
    throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
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
    });
  } catch (error) {
    // Two sign-ups racing for the same name or address: the database let one through. Whatever Better
    // Auth made of the other's refusal ("Failed to create user", "already exists"), the committed row
    // says which field was taken.
    if (await repo.isUsernameTaken(ctx.pool, input.username)) {
      throw fieldError('USERNAME_TAKEN', 'username', 'errors.usernameTaken');
    }
    if (await repo.isEmailTaken(ctx.pool, input.email)) {
      throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
    }
    throw error;
  }
  const user = result.user;
  // With sign-in after sign-up off, Better Auth answers an address that already has an account with a
  // made-up user and no row (so that sign-up does not tell which addresses have accounts). The check
  // above finds a taken address first; only a sign-up that lost a race for it gets such an answer.
  if (!(await repo.userExists(ctx.pool, user.id))) {
    throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
  }
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
  return { userId: user.id };
}

export async function getProfile(ctx: AppContext, userId: string, locale: Locale) {
  const row = await repo.findProfile(ctx.pool, userId);
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
    /** The name printed on certificates; null: the username. */
    printName: row.print_name,
    email: row.email,
    role: row.role,
    status: row.status,
    locale: row.locale,
    location,
    place: describeLocation(location, locale),
    /** A new email waiting for its confirmation link to be opened, if any. */
    pendingEmail: await repo.findPendingEmail(ctx.pool, userId),
  };
}

/** How long the link confirming a new email address works. */
export const EMAIL_CHANGE_HOURS = 24;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The current password, checked as a sign-in is: it counts towards the same lockout,
 * so a stolen session cannot be used to guess it.
 */
async function checkCurrentPassword(ctx: AppContext, caller: SessionUser, password: string, ip: string) {
  if (!password) throw fieldError('VALIDATION_FAILED', 'currentPassword', 'errors.currentPasswordRequired');
  const begun = await beginLoginAttempt(ctx.db, caller.email, ip);
  if ('wait' in begun) {
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', 'Too many failed attempts. Try again later.');
  }
  const hash = await repo.findCredentialHash(ctx.pool, caller.id);
  const context = await ctx.auth.$context;
  const valid = hash !== null && (await context.password.verify({ hash, password }));
  if (!valid) {
    await failLoginAttempt(ctx.db, begun.attempt);
    throw fieldError('VALIDATION_FAILED', 'currentPassword', 'errors.currentPasswordWrong');
  }
  await succeedLoginAttempt(ctx.db, begun.attempt);
}

/**
 * Participant settings (spec section 5): the username changes at once; a new password
 * or a new email needs the current password. A new password takes effect at once; a new email only
 * when the link sent to it is opened (confirmEmailChange). Either change ends every other session and
 * tells the account's current address.
 */
export async function updateSettings(ctx: AppContext, caller: SessionUser, raw: SettingsInput, ip: string) {
  const input = settingsSchema.parse(raw);
  const db = ctx.pool;
  const current = await repo.findProfile(db, caller.id);
  if (!current) throw new AppError('NOT_FOUND', 'User not found');
  const emailChanged = input.email !== current.email.toLowerCase();
  if (await repo.isUsernameTaken(db, input.username, caller.id)) {
    throw fieldError('USERNAME_TAKEN', 'username', 'errors.usernameTaken');
  }
  if (emailChanged && (await repo.isEmailTaken(db, input.email, caller.id))) {
    throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
  }
  if (needsCurrentPassword(current, input))
    await checkCurrentPassword(ctx, caller, input.currentPassword, ip);

  const hash = input.newPassword ? await (await ctx.auth.$context).password.hash(input.newPassword) : null;
  const token = emailChanged ? randomBytes(32).toString('base64url') : null;
  const requestId = randomUUID();
  try {
    await inTransaction(ctx.db, async (client) => {
      await repo.updateProfileIdentity(client, caller.id, {
        username: input.username,
        email: current.email,
        printName: input.printName === undefined ? undefined : input.printName || null,
      });
      if (hash) await repo.setCredentialPassword(client, caller.id, hash);
      if (token) {
        await repo.savePendingEmailChange(client, {
          userId: caller.id,
          newEmail: input.email,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 60 * 60 * 1000),
        });
      }
      // A new password or a new email signs out every other device, as people expect after a change.
      if (hash || token) await repo.deleteOtherSessions(client, caller.id, caller.sessionId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) {
      throw fieldError('USERNAME_TAKEN', 'username', 'errors.usernameTaken');
    }
    throw error;
  }
  const who = { username: input.username, locale: current.locale };
  if (hash) {
    await ctx.mailer.enqueue(
      passwordChangedEmail({ ...who, userId: caller.id, email: current.email, requestId }),
    );
  }
  if (token) {
    await ctx.mailer.enqueue(
      emailChangeConfirmEmail({
        ...who,
        newEmail: input.email,
        // The page opens in the language of the email (the account's), signed out on any browser.
        url: `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}&lang=${current.locale}`,
      }),
    );
    await ctx.mailer.enqueue(
      emailChangeNoticeEmail({
        ...who,
        userId: caller.id,
        oldEmail: current.email,
        newEmail: input.email,
        requestId,
      }),
    );
  }
  return getProfile(ctx, caller.id, caller.locale);
}

/** Opens the link sent to a new address: the change takes effect, once, before the link expires. */
export async function confirmEmailChange(ctx: AppContext, token: string) {
  try {
    return await inTransaction(ctx.db, async (client) => {
      const change = await repo.takeEmailChange(client, hashToken(token));
      if (!change) throw new AppError('INVALID_TOKEN', 'This link is invalid or has expired');
      await repo.setConfirmedEmail(client, change.userId, change.newEmail);
      return { email: change.newEmail };
    });
  } catch (error) {
    // Someone else took the address meanwhile.
    if (isUniqueViolation(error)) throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
    throw error;
  }
}

/** The caller's country, state and city (editable after sign-up), checked as at sign-up. */
export async function updateLocation(ctx: AppContext, caller: SessionUser, raw: LocationInput) {
  const input = locationSchema.parse(raw);
  checkLocation(input);
  await repo.updateLocation(ctx.pool, caller.id, input);
  return getProfile(ctx, caller.id, caller.locale);
}

export async function setLocale(ctx: AppContext, caller: SessionUser, locale: Locale) {
  await repo.updateLocale(ctx.pool, caller.id, locale);
}

export async function checkResetToken(ctx: AppContext, token: string) {
  return { valid: await repo.isResetTokenValid(ctx.pool, token) };
}
