import { describe, expect, it } from 'vitest';
import {
  isAwardChanged,
  isResultChanged,
  lifecyclePhase,
  mayPublish,
  openChecklistItems,
  type PublishChecklist,
} from './results-lifecycle';

const deadline = new Date('2026-03-11T03:00:00Z');
const facts = {
  deadline,
  judgingEndsAt: new Date('2026-03-21T03:00:00Z'),
  showEvaluations: false,
  judgeCount: 3,
  completedCount: 0,
};

describe('lifecyclePhase', () => {
  it('moves from submissions to judging at the deadline (a VIP extension still counts as submissions)', () => {
    expect(lifecyclePhase(facts, new Date('2026-03-10T12:00:00Z'))).toBe('submissions');
    expect(lifecyclePhase(facts, new Date('2026-03-11T12:00:00Z'))).toBe('submissions');
    expect(lifecyclePhase(facts, new Date('2026-03-15T12:00:00Z'))).toBe('judging');
  });

  it('closes judging at the judging deadline or when every judge completed', () => {
    expect(lifecyclePhase(facts, new Date('2026-03-21T03:00:00Z'))).toBe('judging_closed');
    expect(lifecyclePhase({ ...facts, completedCount: 3 }, new Date('2026-03-15T12:00:00Z'))).toBe(
      'judging_closed',
    );
    expect(
      lifecyclePhase({ ...facts, judgingEndsAt: null, completedCount: 2 }, new Date('2026-09-01T12:00:00Z')),
    ).toBe('judging');
    expect(
      lifecyclePhase(
        { ...facts, judgeCount: 0, completedCount: 0, judgingEndsAt: null },
        new Date('2026-09-01'),
      ),
    ).toBe('judging');
  });

  it('is published once results show, whatever the dates', () => {
    expect(lifecyclePhase({ ...facts, showEvaluations: true }, new Date('2026-03-01T12:00:00Z'))).toBe(
      'published',
    );
  });
});

describe('the publish checklist', () => {
  const clear: PublishChecklist = {
    submissionsOpen: false,
    pendingPreFilter: 0,
    judgesNotComplete: 0,
    unadjudicatedDisagreements: 0,
    singleScored: 0,
  };

  it('lists what is open, in order, and publishes without confirmation only when nothing is', () => {
    expect(openChecklistItems(clear)).toEqual([]);
    expect(mayPublish(clear, false)).toBe(true);
    const open = { ...clear, submissionsOpen: true, judgesNotComplete: 2, unadjudicatedDisagreements: 1 };
    expect(openChecklistItems(open)).toEqual([
      'submissionsOpen',
      'judgesNotComplete',
      'unadjudicatedDisagreements',
    ]);
    expect(mayPublish(open, false)).toBe(false);
    expect(mayPublish(open, true)).toBe(true);
  });
});

describe('amendments', () => {
  it('tell the participant when the final score or award moved, and re-issue only on an award change', () => {
    const before = { finalScore: 9.5, award: 'awarded' as const };
    expect(isResultChanged(before, { finalScore: 9.5, award: 'awarded' })).toBe(false);
    expect(isResultChanged(before, { finalScore: 9, award: 'awarded' })).toBe(true);
    expect(isAwardChanged(before, { finalScore: 9, award: 'awarded' })).toBe(false);
    expect(isAwardChanged(before, { finalScore: 6.5, award: 'honorable' })).toBe(true);
  });
});
