import { dayOf } from '../../../domain/contest-dates';
import { codeRefusal, discountOf, isWaiver, type CodeRefusal } from '../../../domain/discount-codes';
import { isUuid } from '../../../domain/ids';
import type { Currency } from '../../../domain/packages';
import { isOrderPaid } from '../../../domain/payments';
import type { DiscountCodeCreate } from '../../../domain/schemas/discount-codes';
import type { DiscountCodeView, Order } from '../../../contract/payments';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, isUniqueViolation, notFound, validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { findPricedChoice, isVipCaller } from '../submissions/entry-plan';
import * as submissions from '../submissions/submissions.service';
import { isContestOpen } from '../../../domain/contest-dates';
import * as repo from './discount-codes.repo';
import * as purchases from './payments.repo';
import { setEntriesPaid } from './provider-payments.repo';
import { currencyMismatch, orderViewOf, recordChoice } from './payments.service';
import { paymentModeFor } from './provider-registry';

// Discount and waiver codes: admins create them per contest; a participant applies
// one to the package chosen before paying it. The rules are domain/discount-codes.ts.

function viewOf(row: repo.DiscountCodeRow): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    currency: row.currency,
    amount: row.amount,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresOn: row.expires_on,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listCodes(ctx: AppContext, contestId: string) {
  if (!isUuid(contestId)) throw notFound();
  if (!(await submissions.findContest(ctx.pool, contestId))) throw notFound();
  return { items: (await repo.listCodes(ctx.pool, contestId)).map(viewOf) };
}

export async function createCode(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  input: DiscountCodeCreate,
): Promise<DiscountCodeView> {
  if (!isUuid(contestId)) throw notFound();
  try {
    return await inTransaction(ctx.db, async (client) => {
      const row = await repo.insertCode(client, { ...input, contestId, createdBy: caller.id });
      await recordAudit(client, caller.id, 'payment.code_create', row.id, { after: viewOf(row) });
      return viewOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'discount_codes_contest_code_key')) {
      throw new AppError('DISCOUNT_CODE_EXISTS', 'This contest already has that code', {
        code: 'errors.DISCOUNT_CODE_EXISTS',
      });
    }
    // The contest is not there (deleted meanwhile, or never was).
    if ((error as { code?: string }).code === '23503') throw notFound();
    throw error;
  }
}

/** Disables a code (or enables it again); uses already counted stay. */
export async function updateCode(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: { isActive: boolean },
): Promise<DiscountCodeView> {
  if (!isUuid(id)) throw notFound();
  return inTransaction(ctx.db, async (client) => {
    const before = await repo.findCode(client, id);
    if (!before) throw notFound();
    const after = (await repo.setActive(client, id, body.isActive))!;
    await recordAudit(client, caller.id, 'payment.code_update', id, {
      before: viewOf(before),
      after: viewOf(after),
    });
    return viewOf(after);
  });
}

const REFUSALS: Record<CodeRefusal, () => AppError> = {
  invalid: () =>
    new AppError('DISCOUNT_CODE_INVALID', 'Unknown code', { code: 'errors.DISCOUNT_CODE_INVALID' }),
  expired: () =>
    new AppError('DISCOUNT_CODE_EXPIRED', 'Expired code', { code: 'errors.DISCOUNT_CODE_EXPIRED' }),
  usedUp: () =>
    new AppError('DISCOUNT_CODE_USED_UP', 'Code used up', { code: 'errors.DISCOUNT_CODE_USED_UP' }),
  wrongCurrency: () =>
    new AppError('DISCOUNT_CODE_WRONG_CURRENCY', 'Code for another currency', {
      code: 'errors.DISCOUNT_CODE_WRONG_CURRENCY',
    }),
};

const notApplicable = (reason: 'partialManual' | 'alreadyPaid') =>
  new AppError('DISCOUNT_CODE_NOT_APPLICABLE', 'This code cannot be used on this order', {
    code: `errors.discountCode.${reason}`,
  });

/**
 * Applies a code to the package chosen: a first order is recorded at the discounted price, or the
 * order held for that package, while nothing of it is paid, is repriced. One code per order. A
 * waiver (the whole price) makes the order paid with no payment at all; a partial discount needs
 * the provider (the manual links charge the package's fixed price). The use is counted in the
 * same transaction, atomically (repo useOnce).
 */
export async function applyCode(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  body: { code: string; packageId: string; currency: Currency },
): Promise<{ order: Order }> {
  const now = new Date();
  const [isVip, contest] = await Promise.all([
    isVipCaller(ctx, caller.id),
    isUuid(contestId) ? submissions.findContest(ctx.pool, contestId) : null,
  ]);
  if (!contest) throw notFound();
  if (!isContestOpen(contest, now, isVip)) {
    throw new AppError('CONTEST_CLOSED', 'This contest no longer accepts entries');
  }
  if (isVip) throw new AppError('CONFLICT', 'VIP members enter without a package');
  const pkg = await findPricedChoice(ctx, body.packageId, body.currency, now);
  if (!pkg || !pkg.is_active || pkg.category !== contest.category) {
    throw validationError({ packageId: 'errors.packageUnavailable' });
  }
  if (pkg.amount === null) throw validationError({ currency: 'errors.currencyNotAllowed' });
  const price = pkg.amount;
  const today = dayOf(now);
  const mode = paymentModeFor(ctx, body.currency);
  const order = await inTransaction(ctx.db, async (client) => {
    await submissions.lockEntries(client, caller.id, contest.id);
    const code = await repo.findByCode(client, contest.id, body.code);
    if (!code) throw REFUSALS.invalid();
    const refusal = codeRefusal(
      {
        percent: code.percent,
        currency: code.currency,
        amount: code.amount,
        maxUses: code.max_uses,
        uses: code.uses,
        expiresOn: code.expires_on,
        isActive: code.is_active,
      },
      today,
      body.currency,
    );
    if (refusal) throw REFUSALS[refusal]();
    const current = await purchases.findCurrentPurchase(client, contest.id, caller.id, true);
    if (current && current.currency !== body.currency) throw currencyMismatch();
    // In manual mode an order exists only once "I have paid" was ticked for it: already paid.
    if (
      current &&
      (mode === 'manual' ||
        current.items !== pkg.items ||
        current.discount_code_id !== null ||
        current.confirmed_amount > 0)
    ) {
      throw notApplicable('alreadyPaid');
    }
    const base = current ? current.price : price;
    const discount = discountOf(code, base);
    if (mode === 'manual' && !isWaiver(code, base)) throw notApplicable('partialManual');
    if (!(await repo.useOnce(client, code.id, today))) throw REFUSALS.usedUp();
    if (!current) {
      await recordChoice(client, {
        contestId: contest.id,
        userId: caller.id,
        packageId: pkg.id,
        items: pkg.items,
        currency: body.currency,
        price,
      });
    }
    const held = (await purchases.findCurrentPurchase(client, contest.id, caller.id, true))!;
    await repo.discountOrder(client, held.id, code.id, discount);
    const after = (await purchases.findCurrentPurchase(client, contest.id, caller.id))!;
    await setEntriesPaid(
      client,
      contest.id,
      caller.id,
      isOrderPaid({ price: after.price, paid: after.confirmed_amount }),
    );
    await recordAudit(client, caller.id, 'payment.code_use', code.id, {
      after: {
        contestId: contest.id,
        userId: caller.id,
        items: after.items,
        currency: after.currency,
        price: base,
        discount,
      },
    });
    return after;
  });
  ctx.realtime.publishSoon({ type: 'contest-progress', contestId: contest.id });
  return { order: orderViewOf(ctx, order) };
}
