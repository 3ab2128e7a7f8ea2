import type { IsoDay } from './contest-dates';
import type { Currency } from './packages';
import { fromCents, toCents } from './payments';

// Discount and waiver codes. An admin creates them per contest: a percentage (100
// waives the price) or a fixed amount in one currency, with an optional usage limit and last valid
// day (São Paulo calendar day, like every contest date). Codes are matched case-insensitively:
// participants type what they were told, in whatever case.

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;

export type DiscountCode = {
  percent: number | null;
  currency: Currency | null;
  amount: number | null;
  maxUses: number | null;
  uses: number;
  /** The last day the code is valid (inclusive), or null. */
  expiresOn: IsoDay | null;
  isActive: boolean;
};

/**
 * A code's value as its kind has it: a percentage, or a fixed amount in a currency; the other kind's
 * fields are null (what the admin's form sends, and all the server keeps).
 */
export function valueOfKind<P, C, A>(v: { kind: 'percent' | 'fixed'; percent: P; currency: C; amount: A }) {
  return {
    percent: v.kind === 'percent' ? v.percent : null,
    currency: v.kind === 'fixed' ? v.currency : null,
    amount: v.kind === 'fixed' ? v.amount : null,
  };
}

export type CodeRefusal = 'invalid' | 'expired' | 'usedUp' | 'wrongCurrency';

/** Why this code cannot be used today in this currency, or null. A disabled code reads as unknown. */
export function codeRefusal(code: DiscountCode, today: IsoDay, currency: Currency): CodeRefusal | null {
  if (!code.isActive) return 'invalid';
  if (code.expiresOn !== null && today > code.expiresOn) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'usedUp';
  if (code.currency !== null && code.currency !== currency) return 'wrongCurrency';
  return null;
}

/**
 * What the code takes off a price: a percentage of it (rounded to the cent), or the fixed amount,
 * never more than the price (a fixed code larger than the price waives it).
 */
export function discountOf(code: Pick<DiscountCode, 'percent' | 'amount'>, price: number): number {
  const cents = toCents(price);
  const off = code.percent !== null ? Math.round((cents * code.percent) / 100) : toCents(code.amount ?? 0);
  return fromCents(Math.min(cents, Math.max(0, off)));
}

/** Whether the code waives the whole price (the order is paid with no payment at all). */
export function isWaiver(code: Pick<DiscountCode, 'percent' | 'amount'>, price: number): boolean {
  return toCents(discountOf(code, price)) === toCents(price);
}
