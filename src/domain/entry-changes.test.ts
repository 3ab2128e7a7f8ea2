import { describe, expect, it } from 'vitest';
import { deadlineOf } from './contest-dates';
import { canEditEntryText, canWithdrawEntry } from './entry-changes';

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

describe('editing an entry text', () => {
  it('can be edited until the deadline, and by a VIP during the extension', () => {
    const after = new Date('2026-03-11T12:00:00Z');
    expect(canEditEntryText({ deadline }, new Date('2026-03-10T20:00:00Z'), false)).toBe(true);
    expect(canEditEntryText({ deadline }, after, false)).toBe(false);
    expect(canEditEntryText({ deadline }, after, true)).toBe(true);
  });
});
