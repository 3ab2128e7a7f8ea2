import {
  canSubmitMore,
  CURRENCIES,
  entryLimitFor,
  isCurrencyAllowed,
  type Currency,
} from '../../../domain/packages';
import { isContestOpen } from '../../../domain/contest-dates';
import { isUuid } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError, isUniqueViolation, notFound, validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { toMySubmission } from './my-submission';
import * as repo from './submissions.repo';
import * as myRepo from './my-submissions.repo';
import * as payments from '../payments/payments.service';
import { paymentModeFor } from '../payments/provider-registry';
import { choiceCost, isOrderPaid } from '../../../domain/payments';
import { priceAt } from '../../../domain/dated-prices';

// What submitting photos and submitting videos share: the open contest, the package choice and its
// limit, the insert under the limit's lock, and the answer.

/** Is this caller a VIP right now? Read from the database, so a status change counts at once. */
export async function isVipCaller(ctx: AppContext, userId: string): Promise<boolean> {
  return (await repo.findUserStatus(ctx.pool, userId)) === 'vip';
}

export type EntryChoice = {
  packageId?: string | null;
  currency?: string | null;
  paymentConfirmed?: boolean | null;
};

export type EntryPlan = {
  limit: number;
  used: number;
  packageId: string | null;
  currency: Currency | null;
  amount: number | null;
  isPaid: boolean;
};

/** Whether the caller is a VIP, and the contest if they may submit to it now in this category. */
export async function openContestFor(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  category: 'photo' | 'video',
  now: Date,
): Promise<{ isVip: boolean; contest: repo.ContestRow }> {
  // Two independent reads, at once.
  const [isVip, contest] = await Promise.all([
    isVipCaller(ctx, caller.id),
    isUuid(contestId) ? repo.findContest(ctx.pool, contestId) : null,
  ]);
  if (!contest) throw notFound();
  if (contest.category !== category) {
    throw new AppError(
      'CONTEST_CATEGORY_MISMATCH',
      category === 'photo'
        ? 'This contest takes film links, not photos'
        : 'This contest takes photos, not film links',
    );
  }
  if (!isContestOpen(contest, now, isVip)) {
    throw new AppError('CONTEST_CLOSED', 'This contest no longer accepts entries');
  }
  return { isVip, contest };
}

/**
 * The package chosen with its price now: the early-bird, regular or late price of the São Paulo day
 * (domain/dated-prices), the price the order is recorded at.
 */
export async function findPricedChoice(
  ctx: AppContext,
  packageId: string,
  currency: Currency,
  now = new Date(),
): Promise<repo.PackageChoiceRow | null> {
  const row = await repo.findPackageChoice(ctx.pool, packageId, currency);
  if (!row || row.amount === null) return row;
  const today = priceAt(
    {
      amount: row.amount,
      earlyAmount: row.early_amount,
      earlyUntil: row.early_until,
      lateAmount: row.late_amount,
      lateFrom: row.late_from,
    },
    now,
  );
  return { ...row, amount: today.amount };
}

/** Field errors of the package choice (a VIP makes none: no package, no payment). */
function checkEntryChoice(
  category: 'photo' | 'video',
  isVip: boolean,
  choice: EntryChoice,
): Record<string, string> {
  if (isVip) return {};
  const fields: Record<string, string> = {};
  if (!choice.packageId) {
    fields.packageId = category === 'photo' ? 'errors.photoPackageRequired' : 'errors.videoPackageRequired';
  } else if (!isUuid(choice.packageId)) {
    fields.packageId = 'errors.packageUnavailable';
  }
  if (!choice.currency) fields.currency = 'errors.currencyRequired';
  else if (
    !(CURRENCIES as readonly string[]).includes(choice.currency) ||
    !isCurrencyAllowed(category, choice.currency as Currency)
  ) {
    fields.currency = 'errors.currencyNotAllowed';
  }
  // Without a valid package the cost is unknown: a first choice in manual mode would need the
  // confirmation, so it is asked for with the rest. Otherwise planEntries decides (choiceCost).
  if (Object.keys(fields).length > 0 && choice.paymentConfirmed !== true) {
    fields.paymentConfirmed = 'errors.paymentNotConfirmed';
  }
  return fields;
}

/**
 * What the entries will be recorded with, and how many the caller may still add. A VIP needs no
 * package and is paid; anyone else's package must be active, of the contest's category, and priced
 * in the chosen currency. The limit is the chosen package's items counted over ALL the caller's
 * entries in the contest (domain/packages), not over this request.
 */
export async function planEntries(
  ctx: AppContext,
  caller: SessionUser,
  contest: repo.ContestRow,
  isVip: boolean,
  choice: EntryChoice,
  extraFieldErrors: Record<string, string> = {},
): Promise<EntryPlan> {
  const fields = { ...extraFieldErrors, ...checkEntryChoice(contest.category, isVip, choice) };
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const used = await repo.countEntries(ctx.pool, caller.id, contest.id);
  if (isVip) {
    const limit = entryLimitFor({ isVip: true, packageItems: null });
    return { limit, used, packageId: null, currency: null, amount: null, isPaid: true };
  }
  const currency = choice.currency as Currency;
  const pkg = await findPricedChoice(ctx, choice.packageId as string, currency);
  if (!pkg || !pkg.is_active || pkg.category !== contest.category) {
    throw validationError({ packageId: 'errors.packageUnavailable' });
  }
  if (pkg.amount === null) throw validationError({ currency: 'errors.currencyNotAllowed' });
  const current = await payments.findCurrentPurchase(ctx.pool, contest.id, caller.id);
  const order = current && {
    items: current.items,
    currency: current.currency,
    price: current.price,
    paid: current.confirmed_amount,
  };
  const mode = paymentModeFor(ctx, currency);
  const cost = choiceCost(order, { items: pkg.items, currency, price: pkg.amount }, mode);
  if (cost.kind === 'currency-mismatch') throw payments.currencyMismatch();
  const allowUnpaid = ctx.config.payments.allowUnpaidEntries;
  if (cost.kind === 'keep' && current && order) {
    // The package held (or a smaller one, which it covers): nothing to pay again, no link needed,
    // no "I have paid". With a provider, the order must be paid unless the admin allows
    // entries before the payment is confirmed.
    const isPaid = isOrderPaid(order);
    if (mode === 'provider' && !isPaid && !allowUnpaid) throw paymentRequired();
    const limit = entryLimitFor({ isVip: false, packageItems: current.items });
    return {
      limit,
      used,
      packageId: current.package_id ?? pkg.id,
      currency,
      amount: current.price,
      isPaid,
    };
  }
  if (mode === 'provider') {
    // A first package or an upgrade is paid at the checkout, which records it; entries sent before
    // go in unpaid only where allowed.
    if (!allowUnpaid) throw paymentRequired();
  } else {
    // Nobody can have paid for a price with no payment link: "I have paid" cannot be true.
    if (pkg.payment_url === null) throw validationError({ packageId: 'errors.paymentLinkMissing' });
    if (choice.paymentConfirmed !== true)
      throw validationError({ paymentConfirmed: 'errors.paymentNotConfirmed' });
  }
  const limit = entryLimitFor({ isVip: false, packageItems: pkg.items });
  return { limit, used, packageId: pkg.id, currency, amount: pkg.amount, isPaid: false };
}

const paymentRequired = () =>
  new AppError('PAYMENT_REQUIRED', 'Pay for the package before sending entries', {
    paymentConfirmed: 'errors.PAYMENT_REQUIRED',
  });

export function limitReached(plan: EntryPlan): AppError {
  return new AppError(
    'ENTRY_LIMIT_REACHED',
    `You can only submit ${plan.limit} entries in this contest with this package`,
    { files: 'errors.entryLimitReached' },
  );
}

/**
 * Inserts the entries if they still fit, under a per-(participant, contest) lock: parallel
 * requests queue here, each counts what the previous ones committed, so the limit holds exactly.
 */
export async function insertWithinLimit(
  ctx: AppContext,
  caller: SessionUser,
  contest: repo.ContestRow,
  plan: EntryPlan,
  entries: Omit<
    repo.NewSubmission,
    'contestId' | 'userId' | 'isPaid' | 'packageId' | 'currency' | 'amount'
  >[],
): Promise<string[]> {
  try {
    const ids = await inTransaction(ctx.db, async (client) => {
      await repo.lockEntries(client, caller.id, contest.id);
      const used = await repo.countEntries(client, caller.id, contest.id);
      if (!canSubmitMore({ packageItems: plan.limit, alreadySubmitted: used, adding: entries.length })) {
        throw limitReached({ ...plan, used });
      }
      if (plan.packageId && plan.currency && plan.amount !== null) {
        await payments.recordChoice(client, {
          contestId: contest.id,
          userId: caller.id,
          packageId: plan.packageId,
          items: plan.limit,
          currency: plan.currency,
          price: plan.amount,
        });
      }
      return repo.insertSubmissions(
        client,
        entries.map((e) => ({
          ...e,
          contestId: contest.id,
          userId: caller.id,
          isPaid: plan.isPaid,
          packageId: plan.packageId,
          currency: plan.currency,
          amount: plan.amount,
        })),
      );
    });
    // New entries move the judges' counters and lists: open judge screens refetch.
    ctx.realtime.publishSoon({ type: 'contest-progress', contestId: contest.id });
    return ids;
  } catch (error) {
    // The contest (or package) was deleted while the upload ran.
    if ((error as { code?: string }).code === '23503') throw notFound();
    // The same file sent twice at once: the unique index decides.
    if (isUniqueViolation(error, 'submissions_same_file_key')) throw duplicatePhoto();
    throw error;
  }
}

export const duplicatePhoto = () =>
  new AppError('DUPLICATE_PHOTO', 'This same file is already entered in this contest');

export async function removeFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await ctx.storage.delete(keys);
  } catch (error) {
    ctx.log.error({ err: error, keys }, 'stored files could not be removed');
  }
}

export async function findCreated(ctx: AppContext, caller: SessionUser, ids: string[], isVip: boolean) {
  const rows = await myRepo.findMySubmissions(ctx.pool, caller.id, { ids });
  const now = new Date();
  return rows.map((row) => toMySubmission(row, now, isVip));
}
