import { describe, expect, it } from 'vitest';
import { IMPROVEMENT_AREAS, isImprovementArea, normalizeFeedback } from './improvement-areas';
import { improvementAreasSchema } from './schemas/judging';

describe('improvement areas', () => {
  it('has the six keys of the spec', () => {
    // In the spec's order, which is also the stored order.
    expect(IMPROVEMENT_AREAS.join(' ')).toBe('composition direction light message editing originality');
    expect(isImprovementArea('light')).toBe(true);
    expect(isImprovementArea('colour')).toBe(false);
    expect(isImprovementArea(null)).toBe(false);
  });

  it('accepts any set of known keys, including none and all six', () => {
    expect(improvementAreasSchema.safeParse([]).success).toBe(true);
    expect(improvementAreasSchema.safeParse(['light', 'composition']).success).toBe(true);
    expect(improvementAreasSchema.safeParse([...IMPROVEMENT_AREAS]).success).toBe(true);
  });

  it('refuses unknown keys with an i18n key', () => {
    const result = improvementAreasSchema.safeParse(['light', 'colour']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('errors.judging.unknownImprovementArea');
  });

  it('refuses a key given twice', () => {
    const result = improvementAreasSchema.safeParse(['light', 'light']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('errors.judging.duplicateImprovementArea');
  });

  it('refuses more than six keys', () => {
    const result = improvementAreasSchema.safeParse([...IMPROVEMENT_AREAS, 'light']);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'errors.judging.tooManyImprovementAreas',
    );
  });

  it('refuses a comma-separated string (the old storage format)', () => {
    expect(improvementAreasSchema.safeParse('light,message').success).toBe(false);
  });
});

describe('normalizeFeedback', () => {
  it('stores an empty selection as null', () => {
    expect(normalizeFeedback([])).toBeNull();
    expect(normalizeFeedback(null)).toBeNull();
    expect(normalizeFeedback(undefined)).toBeNull();
  });

  it('puts the areas in canonical order and drops repeats', () => {
    expect(normalizeFeedback(['originality', 'light', 'composition', 'light'])).toEqual([
      'composition',
      'light',
      'originality',
    ]);
  });
});
