import { describe, expect, it } from 'vitest';
import { deadlineOf } from './contest-dates';
import { contestPhase, publishesResults } from './contest-phase';

const deadline = deadlineOf('2026-03-10');
const before = new Date('2026-03-10T20:00:00Z');
const after = new Date('2026-03-11T12:00:00Z');

describe('contest phase', () => {
  it('is open until the deadline, then judging', () => {
    expect(contestPhase({ deadline, showEvaluations: false }, before, false)).toBe('open');
    expect(contestPhase({ deadline, showEvaluations: false }, after, false)).toBe('judging');
  });
  it('stays open for a VIP during the extension', () => {
    expect(contestPhase({ deadline, showEvaluations: false }, after, true)).toBe('open');
  });
  it('is results published once evaluations are shown, whatever the dates', () => {
    expect(contestPhase({ deadline, showEvaluations: true }, after, false)).toBe('results');
    expect(contestPhase({ deadline, showEvaluations: true }, before, false)).toBe('results');
  });
  it('publishes results only when evaluations go from hidden to shown', () => {
    expect(publishesResults({ showEvaluations: false }, { showEvaluations: true })).toBe(true);
    expect(publishesResults({ showEvaluations: true }, { showEvaluations: true })).toBe(false);
    expect(publishesResults({ showEvaluations: true }, { showEvaluations: false })).toBe(false);
  });
});
