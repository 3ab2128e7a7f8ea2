import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { judgingKeys } from '../api/keys';
import { moveScoreCounts, tabOf } from '../api/scoring';
import { shiftCounts } from './counts';

const preFilter = { total: 10, pending: 4, evaluated: 6, approved: 5, rejected: 1 };
const scoring = { total: 8, pending: 3, evaluated: 5, high: 2, low: 3 };

describe('shiftCounts (the judges’ counters, moved before the server answers)', () => {
  it('a decision taken on a pending photo: pending −1, evaluated +1', () => {
    expect(shiftCounts(preFilter, 'pending', 'approved')).toEqual({
      total: 10,
      pending: 3,
      evaluated: 7,
      approved: 6,
      rejected: 1,
    });
  });

  it('a decision changed: evaluated stays, and the reverse move undoes it (rollback)', () => {
    const changed = shiftCounts(preFilter, 'approved', 'rejected');
    expect(changed).toMatchObject({ pending: 4, evaluated: 6, approved: 4, rejected: 2 });
    expect(shiftCounts(changed, 'rejected', 'approved')).toEqual(preFilter);
  });

  it('never goes below zero, and leaves the counters alone for a move within one bucket', () => {
    expect(shiftCounts({ ...scoring, high: 0 }, 'high', 'low').high).toBe(0);
    expect(shiftCounts(scoring, 'low', 'low')).toBe(scoring);
  });
});

describe('moveScoreCounts (in the cached contest list)', () => {
  const contests = () => ({
    items: [
      { id: 'c1', counts: { ...scoring } },
      { id: 'c2', counts: { ...scoring } },
    ],
  });

  it('puts a score in its tab: pending, ≥ 7 or ≤ 6', () => {
    expect([tabOf(null), tabOf(7), tabOf(6.5), tabOf(10), tabOf(1)]).toEqual([
      'pending',
      'high',
      'low',
      'high',
      'low',
    ]);
  });

  it('moves only the scored contest, and back when the save fails', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(judgingKeys.contests, contests());
    moveScoreCounts(queryClient, 'c1', null, 8);
    expect(queryClient.getQueryData(judgingKeys.contests)).toEqual({
      items: [
        { id: 'c1', counts: { total: 8, pending: 2, evaluated: 6, high: 3, low: 3 } },
        { id: 'c2', counts: scoring },
      ],
    });
    moveScoreCounts(queryClient, 'c1', 8, null);
    expect(queryClient.getQueryData(judgingKeys.contests)).toEqual(contests());
  });

  it('changes nothing for a new score in the same tab, or before the list is loaded', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(judgingKeys.contests, contests());
    moveScoreCounts(queryClient, 'c1', 8, 9);
    expect(queryClient.getQueryData(judgingKeys.contests)).toEqual(contests());
    const empty = new QueryClient();
    moveScoreCounts(empty, 'c1', null, 8);
    expect(empty.getQueryData(judgingKeys.contests)).toBeUndefined();
  });
});
