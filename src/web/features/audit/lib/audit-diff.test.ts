import { describe, expect, it } from 'vitest';
import { auditChanges, humanizeField } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields an edit changed (a contest edit no longer dumps the contest)', () => {
    const before = { title: 'Verão', showEvaluations: false, rules: 'long text', photoJudge2Id: 'u1' };
    const after = { title: 'Verão 2026', showEvaluations: false, rules: 'long text', photoJudge2Id: 'u2' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'title', before: 'Verão', after: 'Verão 2026' },
      { field: 'photoJudge2Id', before: 'u1', after: 'u2' },
    ]);
  });

  it('lists what a creation set and what a deletion removed', () => {
    expect(auditChanges(null, { score: 7, comment: null })).toEqual([
      { field: 'score', before: null, after: 7 },
    ]);
    expect(auditChanges({ title: 'x' }, null)).toEqual([{ field: 'title', before: 'x', after: null }]);
  });

  it('compares arrays and nested values by content', () => {
    expect(auditChanges({ feedback: ['light'] }, { feedback: ['light'] })).toEqual([]);
    expect(auditChanges({ feedback: ['light'] }, { feedback: ['light', 'editing'] })).toHaveLength(1);
  });

  it('handles rows that are not objects', () => {
    expect(auditChanges(3, 4)).toEqual([{ field: 'value', before: 3, after: 4 }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('humanizeField', () => {
  it('reads a field name as words', () => {
    expect(humanizeField('photoJudge1Id')).toBe('photo judge 1 id');
    expect(humanizeField('set_aside')).toBe('set aside');
  });
});
