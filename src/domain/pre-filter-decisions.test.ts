import { describe, expect, it } from 'vitest';
import { preFilterMove, undoRefusal, type UndoTarget } from './pre-filter-decisions';

describe('preFilterMove', () => {
  it('pending goes to approved or rejected, and either comes back to pending', () => {
    expect(preFilterMove('pending', 'approved')).toBe('change');
    expect(preFilterMove('pending', 'rejected')).toBe('change');
    expect(preFilterMove('approved', 'pending')).toBe('change');
    expect(preFilterMove('rejected', 'pending')).toBe('change');
  });
  it('approved and rejected never swap directly; the same status is no change', () => {
    expect(preFilterMove('approved', 'rejected')).toBe('refused');
    expect(preFilterMove('rejected', 'approved')).toBe('refused');
    expect(preFilterMove('approved', 'approved')).toBe('same');
  });
});

describe('undoRefusal', () => {
  const fine: UndoTarget = {
    decided: 'approved',
    current: 'approved',
    isStillTheirs: true,
    isScored: false,
    isPublished: false,
  };
  it('allows an undo while every photo is where the decision put it, unscored and unpublished', () => {
    expect(undoRefusal([fine, { ...fine, decided: 'rejected', current: 'rejected' }])).toBeNull();
  });
  it('refuses when any photo moved since, or its contest is no longer the judge’s', () => {
    expect(undoRefusal([fine, { ...fine, current: 'pending' }])).toBe('PRE_FILTER_UNDO_CHANGED');
    expect(undoRefusal([{ ...fine, isStillTheirs: false }])).toBe('PRE_FILTER_UNDO_CHANGED');
  });
  it('refuses once results are out, or a score rests on any photo', () => {
    expect(undoRefusal([fine, { ...fine, isPublished: true }])).toBe('PRE_FILTER_UNDO_PUBLISHED');
    expect(undoRefusal([{ ...fine, isScored: true }, fine])).toBe('PRE_FILTER_UNDO_SCORED');
  });
});
