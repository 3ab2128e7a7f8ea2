import { describe, expect, it } from 'vitest';
import { deadlineOf } from './contest-dates';
import { canWithdrawEntry } from './withdrawal';

const deadline = deadlineOf('2026-03-10');
const open = new Date('2026-03-09T12:00:00Z');
const closed = new Date('2026-03-12T12:00:00Z');
const hidden = { deadline, showsPreFilterResults: false, showsEvaluations: false };

describe('withdrawing an entry', () => {
  it('is allowed while open, judged or not, when the contest shows nothing of judging', () => {
    expect(canWithdrawEntry({ ...hidden, isJudged: false }, open, false)).toBe(true);
    expect(canWithdrawEntry({ ...hidden, isJudged: true }, open, false)).toBe(true);
  });
  it('is refused for a judged entry once the contest shows pre-filter results or scores', () => {
    expect(canWithdrawEntry({ ...hidden, isJudged: true, showsPreFilterResults: true }, open, false)).toBe(
      false,
    );
    expect(canWithdrawEntry({ ...hidden, isJudged: true, showsEvaluations: true }, open, false)).toBe(false);
    expect(canWithdrawEntry({ ...hidden, isJudged: false, showsEvaluations: true }, open, false)).toBe(true);
  });
  it('is refused after the deadline, except during a VIP’s extension', () => {
    expect(canWithdrawEntry({ ...hidden, isJudged: false }, closed, false)).toBe(false);
    expect(canWithdrawEntry({ ...hidden, isJudged: false }, new Date('2026-03-11T12:00:00Z'), true)).toBe(
      true,
    );
  });
});
