import { describe, expect, it } from 'vitest';
import { priceAt, priceOn, undatedPrice, type DatedPrice } from './dated-prices';

const dated: DatedPrice = {
  amount: 50,
  earlyAmount: 40,
  earlyUntil: '2026-03-10',
  lateAmount: 65,
  lateFrom: '2026-04-01',
};

describe('priceOn (early-bird and late prices by São Paulo calendar day)', () => {
  it('the early-bird price holds up to and including its last day, then the regular one', () => {
    expect(priceOn(dated, '2026-03-09')).toEqual({
      amount: 40,
      period: 'early',
      changesOn: '2026-03-11',
      nextAmount: 50,
    });
    expect(priceOn(dated, '2026-03-10').amount).toBe(40);
    expect(priceOn(dated, '2026-03-11')).toEqual({
      amount: 50,
      period: 'regular',
      changesOn: '2026-04-01',
      nextAmount: 65,
    });
  });

  it('the late price starts on its first day and does not change again', () => {
    expect(priceOn(dated, '2026-03-31').amount).toBe(50);
    expect(priceOn(dated, '2026-04-01')).toEqual({
      amount: 65,
      period: 'late',
      changesOn: null,
      nextAmount: null,
    });
  });

  it('early-bird straight into late; only one of them; none', () => {
    const noGap = { ...dated, lateFrom: '2026-03-11' };
    expect(priceOn(noGap, '2026-03-10')).toMatchObject({ changesOn: '2026-03-11', nextAmount: 65 });
    const earlyOnly = { ...dated, lateAmount: null, lateFrom: null };
    expect(priceOn(earlyOnly, '2026-03-11')).toEqual({
      amount: 50,
      period: 'regular',
      changesOn: null,
      nextAmount: null,
    });
    expect(priceOn(undatedPrice(50), '2026-03-01')).toEqual({
      amount: 50,
      period: 'regular',
      changesOn: null,
      nextAmount: null,
    });
  });

  it('a change to the same amount is not announced', () => {
    expect(priceOn({ ...dated, earlyAmount: 50 }, '2026-03-01')).toMatchObject({
      amount: 50,
      changesOn: null,
    });
  });

  it('goes by the day in São Paulo, not UTC: 23:30 local on the last early day is still early', () => {
    // 2026-03-11T02:30Z is 2026-03-10 23:30 in São Paulo (UTC−3).
    expect(priceAt(dated, new Date('2026-03-11T02:30:00Z')).amount).toBe(40);
    expect(priceAt(dated, new Date('2026-03-11T03:00:00Z')).amount).toBe(50);
  });
});
