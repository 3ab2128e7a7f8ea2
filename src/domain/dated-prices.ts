import { addDays, dayOf, type IsoDay } from './contest-dates';

// Prices that change by themselves: a package's price in a currency may have an
// early-bird price up to and including a day, and a late price from a day on, both São Paulo
// calendar days like every contest date (a participant paying at 23:30 in São Paulo on the last
// early-bird day still gets it, whatever the server's clock zone). The server picks the price at
// the moment it prices the order (a checkout or the entries sent); the dialog shows the same one.

export type DatedPrice = {
  /** The regular price. */
  amount: number;
  earlyAmount: number | null;
  /** The last day of the early-bird price. */
  earlyUntil: IsoDay | null;
  lateAmount: number | null;
  /** The first day of the late price. */
  lateFrom: IsoDay | null;
};

export type PricePeriod = 'early' | 'regular' | 'late';

export type PriceToday = {
  amount: number;
  period: PricePeriod;
  /** The day the price changes next (null: it does not change again), and the price from then. */
  changesOn: IsoDay | null;
  nextAmount: number | null;
};

function periodOn(price: DatedPrice, day: IsoDay): { period: PricePeriod; amount: number } {
  // ISO days compare as strings.
  if (price.earlyUntil !== null && price.earlyAmount !== null && day <= price.earlyUntil) {
    return { period: 'early', amount: price.earlyAmount };
  }
  if (price.lateFrom !== null && price.lateAmount !== null && day >= price.lateFrom) {
    return { period: 'late', amount: price.lateAmount };
  }
  return { period: 'regular', amount: price.amount };
}

/** The price on a São Paulo calendar day, and when and to what it changes next. */
export function priceOn(price: DatedPrice, day: IsoDay): PriceToday {
  const today = periodOn(price, day);
  let changesOn: IsoDay | null = null;
  if (today.period === 'early') changesOn = addDays(price.earlyUntil!, 1);
  else if (today.period === 'regular' && price.lateFrom !== null && price.lateAmount !== null) {
    changesOn = price.lateFrom;
  }
  if (changesOn === null) return { ...today, changesOn: null, nextAmount: null };
  const next = periodOn(price, changesOn);
  // A change to the same amount is no change for the participant.
  if (next.amount === today.amount) return { ...today, changesOn: null, nextAmount: null };
  return { ...today, changesOn, nextAmount: next.amount };
}

/** The price at this instant (its São Paulo calendar day). */
export function priceAt(price: DatedPrice, now: Date): PriceToday {
  return priceOn(price, dayOf(now));
}

/** A price with no dates: the regular one always. */
export const undatedPrice = (amount: number): DatedPrice => ({
  amount,
  earlyAmount: null,
  earlyUntil: null,
  lateAmount: null,
  lateFrom: null,
});
