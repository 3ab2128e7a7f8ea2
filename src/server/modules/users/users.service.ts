import { yearlyAwardCount } from '../../../domain/award-counts';
import { contestYearOf } from '../../../domain/contest-dates';
import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import { nextStatus, type UserStatus } from '../../../domain/roles';
import type { Locale } from '../../../domain/schemas/account';
import type { AdminUserCreate, AdminUserUpdate, UserListQuery } from '../../../domain/schemas/admin';
import type { AppContext } from '../../context';
import { inTransaction, type Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { removeSubmissionFiles } from '../contests/contests.service';
import { checkLocation, describeLocation } from '../locations/locations.service';
import * as repo from './users.repo';
import { clearOpenAdjudicationsOf } from '../adjudication/adjudication-eligibility';
import { camelFields } from '../../lib/camel-fields';

function locationOf(row: repo.UserRow) {
  if (!row.country) return null;
  return {
    country: row.country,
    stateCode: row.state_code,
    cityCode: row.city_code,
    cityName: row.city_name,
  };
}

function viewOf(row: repo.UserListRow, locale: Locale) {
  const location = locationOf(row);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    location,
    place: location ? describeLocation(location, locale) : null,
    ...awardsOf(row),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The year's awards as Statistics shows them (domain/award-counts): the admin's count when set,
 * else Jurado's; both are given so the award form can offer going back to the computed count.
 */
function awardsOf(row: repo.UserListRow) {
  const effective = yearlyAwardCount({ manual: row.manual_awards, computed: row.computed_awards });
  return {
    awardCount: effective.count,
    awardSource: effective.source,
    manualAwardCount: row.manual_awards,
    computedAwardCount: row.computed_awards,
  };
}

/** What the audit log keeps of a user (never a password or its hash). */
function snapshotOf(row: repo.UserRow) {
  const columns = [
    'username',
    'email',
    'role',
    'status',
    'country',
    'state_code',
    'city_code',
    'city_name',
  ] as const;
  return camelFields(row, columns);
}

async function checkIdentityFree(
  db: Queryable,
  input: { username: string; email: string },
  exceptId: string | null,
) {
  if (await repo.isUsernameTaken(db, input.username, exceptId)) {
    throw fieldError('USERNAME_TAKEN', 'username', 'errors.usernameTaken');
  }
  if (await repo.isEmailTaken(db, input.email, exceptId)) {
    throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
  }
}

/** Two admins saving the same name at once: the unique index decides, answered as a field error. */
function mapIdentityConflict(error: unknown): never {
  if (isUniqueViolation(error, 'users_username_lower_key')) {
    throw fieldError('USERNAME_TAKEN', 'username', 'errors.usernameTaken');
  }
  if (isUniqueViolation(error, 'users_email_unique') || isUniqueViolation(error)) {
    throw fieldError('EMAIL_TAKEN', 'email', 'errors.emailTaken');
  }
  throw error;
}

export async function listUsers(ctx: AppContext, caller: SessionUser, query: UserListQuery) {
  const year = contestYearOf(new Date());
  const { rows, total } = await repo.listUsers(
    ctx.pool,
    { search: query.q || undefined, role: query.role, status: query.status },
    year,
    PAGE_SIZE,
    computePageOffset(query.page, PAGE_SIZE),
  );
  const locale = query.locale ?? caller.locale;
  return {
    items: rows.map((row) => viewOf(row, locale)),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    year,
  };
}

export async function getUser(ctx: AppContext, caller: SessionUser, id: string, locale?: Locale) {
  const row = await repo.findUser(ctx.pool, id, contestYearOf(new Date()));
  if (!row) throw notFound();
  return viewOf(row, locale ?? caller.locale);
}

/**
 * Admin creates a user of any role with a password (spec section 6: "create users through server
 * operations"). Created through Better Auth's internal adapter so the credential is what sign-in
 * expects; role, status and the audit row are then written in one transaction, and a failure there
 * removes the half-made account.
 */
export async function createUser(ctx: AppContext, caller: SessionUser, input: AdminUserCreate) {
  checkLocation(input);
  await checkIdentityFree(ctx.pool, input, null);
  const context = await ctx.auth.$context;
  const hash = await context.password.hash(input.password);
  let userId: string;
  try {
    const user = await context.internalAdapter.createUser(
      {
        email: input.email,
        name: input.username,
        emailVerified: true,
        country: input.country,
        stateCode: input.stateCode ?? undefined,
        cityCode: input.cityCode ?? undefined,
        cityName: input.cityName ?? undefined,
        locale: input.locale,
      },
      { method: 'admin' },
    );
    userId = user.id;
  } catch (error) {
    mapIdentityConflict(error);
  }
  try {
    await context.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
    await inTransaction(ctx.db, async (client) => {
      const row = await repo.setRoleAndStatus(client, userId, input.role, input.status);
      await recordAudit(client, caller.id, 'user.create', userId, {
        after: snapshotOf(row),
      });
    });
  } catch (error) {
    await repo.removeUserRow(ctx.pool, userId);
    throw error;
  }
  return getUser(ctx, caller, userId);
}

/**
 * Refuses a change that would leave no admin. `admins` are the admin ids locked in this transaction.
 */
function assertAdminsRemain(admins: string[], caller: SessionUser, target: repo.UserRow, isLeaving: boolean) {
  if (!isLeaving || target.role !== 'admin') return;
  const remaining = admins.filter((id) => id !== target.id);
  if (remaining.length === 0) {
    throw new AppError('CANNOT_REMOVE_LAST_ADMIN', 'There must always be at least one admin');
  }
  // The caller may have been demoted by another admin a moment ago; they are no longer one then.
  if (!admins.includes(caller.id)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
}

/**
 * A judge who still has to evaluate a contest keeps their role and account until the admin
 * reassigns the slot: otherwise the contest would silently lose its judge mid-evaluation.
 */
async function assertNoOpenAssignments(client: Queryable, userId: string) {
  const open = await repo.listOpenAssignments(client, userId);
  if (open.length > 0) {
    throw new AppError(
      'USER_IS_ASSIGNED_JUDGE',
      `Still judging: ${open.map((c) => c.title).join(', ')}`.slice(0, 500),
    );
  }
}

export async function updateUser(ctx: AppContext, caller: SessionUser, id: string, input: AdminUserUpdate) {
  if (input.country !== null) checkLocation({ ...input, country: input.country });
  const hash = input.password ? await (await ctx.auth.$context).password.hash(input.password) : null;
  try {
    await inTransaction(ctx.db, async (client) => {
      // Admin rows first, then the target: every path that locks both takes them in this order.
      const admins = await repo.lockAdmins(client);
      const before = await repo.lockUser(client, id);
      if (!before) throw notFound();
      const isRoleChange = before.role !== input.role;
      if (isRoleChange && id === caller.id) {
        throw new AppError('CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role');
      }
      assertAdminsRemain(admins, caller, before, isRoleChange);
      let clearedContests: string[] = [];
      if (isRoleChange) {
        // A judge slot only holds a user of its role, so leaving the role leaves the slots.
        await assertNoOpenAssignments(client, id);
        clearedContests = await repo.clearJudgeSlots(client, id);
        // Leaving the adjudicating roles leaves the open adjudications too.
        await clearOpenAdjudicationsOf(client, caller.id, id, input.role);
      }
      await checkIdentityFree(client, input, id);
      // No location is accepted only for a user who never had one (the first admin); a location,
      // once given, is not removed.
      if (input.country === null && before.country !== null) {
        throw fieldError('VALIDATION_FAILED', 'country', 'errors.required');
      }
      const after = await repo.updateProfile(client, id, {
        username: input.username,
        email: input.email,
        role: input.role,
        status: input.status,
        country: input.country,
        stateCode: input.stateCode,
        cityCode: input.cityCode,
        cityName: input.cityName,
      });
      if (hash) {
        await repo.setCredentialPassword(client, id, hash);
        // A new password signs the person out everywhere (an admin editing themselves stays in).
        await repo.deleteSessions(client, id, id === caller.id ? caller.sessionId : null);
      }
      await recordAudit(client, caller.id, 'user.update', id, {
        before: snapshotOf(before),
        after: { ...snapshotOf(after), passwordChanged: hash !== null },
      });
      if (isRoleChange) {
        await recordAudit(client, caller.id, 'user.role', id, {
          before: { role: before.role },
          after: { role: after.role, clearedFromContests: clearedContests },
        });
      }
      if (before.status !== after.status) {
        await recordAudit(client, caller.id, 'user.status', id, {
          before: { status: before.status },
          after: { status: after.status },
        });
      }
    });
  } catch (error) {
    mapIdentityConflict(error);
  }
  return getUser(ctx, caller, id);
}

/** Status from the list: the given one, or the next in the cycle vip → member → regular → vip. */
export async function changeStatus(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  status: UserStatus | undefined,
) {
  return inTransaction(ctx.db, async (client) => {
    const before = await repo.lockUser(client, id);
    if (!before) throw notFound();
    const next = status ?? nextStatus(before.status);
    if (next !== before.status) {
      await repo.setStatus(client, id, next);
      await recordAudit(client, caller.id, 'user.status', id, {
        before: { status: before.status },
        after: { status: next },
      });
    }
    return { id, status: next };
  });
}

/**
 * Deleting a user takes their sessions, submissions and files with them. Refused when that would
 * change judged results (a submission with a judge's score) or leave a contest without the judge
 * who still has to evaluate it; and never for oneself or the last admin.
 */
export async function deleteUser(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (id === caller.id) throw new AppError('CANNOT_DELETE_SELF', 'You cannot delete your own account');
  const { fileKeys } = await inTransaction(ctx.db, async (client) => {
    const admins = await repo.lockAdmins(client);
    const before = await repo.lockUser(client, id);
    if (!before) throw notFound();
    assertAdminsRemain(admins, caller, before, true);
    if (await repo.hasJudgedSubmissions(client, id)) {
      throw new AppError(
        'USER_HAS_JUDGED_WORK',
        'Judges have scored this participant’s entries; change their status or role instead',
      );
    }
    await assertNoOpenAssignments(client, id);
    const deleted = await repo.deleteUser(client, id);
    await recordAudit(client, caller.id, 'user.delete', id, {
      before: { ...snapshotOf(before), submissionCount: deleted.submissionCount },
    });
    return deleted;
  });
  await removeSubmissionFiles(ctx, fileKeys);
}

/** The manual yearly award count (spec: manual_award_counts); the current year unless one is given. */
export async function setAwardCount(
  ctx: AppContext,
  caller: SessionUser,
  userId: string,
  input: { year?: number; count: number | null },
) {
  const year = input.year ?? contestYearOf(new Date());
  return inTransaction(ctx.db, async (client) => {
    const user = await repo.lockUser(client, userId);
    if (!user) throw notFound();
    const before = await repo.findAwardCount(client, userId, year);
    // No count (the field cleared): the admin's number is removed and the computed one applies.
    if (input.count === null) await repo.deleteAwardCount(client, userId, year);
    else await repo.upsertAwardCount(client, userId, year, input.count);
    await recordAudit(client, caller.id, 'award_count.set', userId, {
      before: { year, count: before },
      after: { year, count: input.count },
    });
    const row = await repo.findUser(client, userId, year);
    if (!row) throw notFound();
    return { userId, year, count: input.count, ...awardsOf(row) };
  });
}
