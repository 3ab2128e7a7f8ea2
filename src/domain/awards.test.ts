import { describe, expect, it } from 'vitest';
import {
  AWARD_SQL,
  FINAL_SCORE_SQL,
  awardFor,
  buildAwardSql,
  computeFinalScore,
  isEvaluated,
  isHighScore,
  isValidScore,
} from './awards';
import { scoreSchema } from './schemas/judging';

describe('scores', () => {
  it('accepts whole numbers from 1 to 10 only', () => {
    for (const score of [1, 5, 10]) expect(isValidScore(score)).toBe(true);
    for (const score of [0, 11, 6.5, -1, Number.NaN, '7', null, undefined]) {
      expect(isValidScore(score)).toBe(false);
    }
  });

  it('reports an invalid score with an i18n key', () => {
    expect(scoreSchema.safeParse(7).success).toBe(true);
    const result = scoreSchema.safeParse(7.5);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('errors.judging.invalidScore');
  });

  it('puts 7 and above in the high tab and 6 and below in the low tab', () => {
    expect(isHighScore(7)).toBe(true);
    expect(isHighScore(10)).toBe(true);
    expect(isHighScore(6)).toBe(false);
    expect(isHighScore(1)).toBe(false);
  });
});

describe('final score', () => {
  it('averages both judges in a normal contest', () => {
    expect(computeFinalScore({ judge1Score: 7, judge2Score: 6, isExtra: false })).toBe(6.5);
    expect(computeFinalScore({ judge1Score: 10, judge2Score: 9, isExtra: false })).toBe(9.5);
    expect(computeFinalScore({ judge1Score: 8, judge2Score: 8, isExtra: false })).toBe(8);
  });

  it('is pending while either judge of a normal contest has not scored', () => {
    expect(computeFinalScore({ judge1Score: 8, judge2Score: null, isExtra: false })).toBeNull();
    expect(computeFinalScore({ judge1Score: null, judge2Score: 8, isExtra: false })).toBeNull();
    expect(computeFinalScore({ judge1Score: null, judge2Score: null, isExtra: false })).toBeNull();
  });

  it('takes judge 1 alone in an extra contest and ignores a stray judge 2 score', () => {
    expect(computeFinalScore({ judge1Score: 6, judge2Score: null, isExtra: true })).toBe(6);
    expect(computeFinalScore({ judge1Score: 6, judge2Score: 10, isExtra: true })).toBe(6);
    expect(computeFinalScore({ judge1Score: null, judge2Score: 10, isExtra: true })).toBeNull();
  });

  it('rounds to two decimals', () => {
    expect(computeFinalScore({ judge1Score: 6.333, judge2Score: 7, isExtra: false })).toBe(6.67);
  });
});

describe('evaluation status', () => {
  it('needs both judges in a normal contest', () => {
    expect(isEvaluated({ judge1Score: 5, judge2Score: 6, isExtra: false })).toBe(true);
    expect(isEvaluated({ judge1Score: 5, judge2Score: null, isExtra: false })).toBe(false);
    expect(isEvaluated({ judge1Score: null, judge2Score: 6, isExtra: false })).toBe(false);
  });

  it('needs only judge 1 in an extra contest', () => {
    expect(isEvaluated({ judge1Score: 5, judge2Score: null, isExtra: true })).toBe(true);
    expect(isEvaluated({ judge1Score: null, judge2Score: 6, isExtra: true })).toBe(false);
  });
});

describe('awards', () => {
  it('a normal contest awards at 7', () => {
    expect(awardFor(7, false)).toBe('awarded');
    expect(awardFor(10, false)).toBe('awarded');
  });

  it('a normal contest gives an honourable mention from 6.5 up to below 7', () => {
    expect(awardFor(6.5, false)).toBe('honorable');
    expect(awardFor(6.9, false)).toBe('honorable');
    expect(awardFor(6.99, false)).toBe('honorable');
  });

  it('a normal contest does not award below 6.5', () => {
    expect(awardFor(6.49, false)).toBe('not_awarded');
    expect(awardFor(6, false)).toBe('not_awarded');
    expect(awardFor(1, false)).toBe('not_awarded');
  });

  it('an extra contest awards at 7 with one judge', () => {
    const finalScore = computeFinalScore({ judge1Score: 7, judge2Score: null, isExtra: true });
    expect(awardFor(finalScore, true)).toBe('awarded');
  });

  it('an extra contest gives an honourable mention at exactly 6', () => {
    const finalScore = computeFinalScore({ judge1Score: 6, judge2Score: null, isExtra: true });
    expect(awardFor(finalScore, true)).toBe('honorable');
  });

  it('an extra contest treats unreachable scores between 6 and 7 as honourable too', () => {
    expect(awardFor(6.5, true)).toBe('honorable');
    expect(awardFor(6.9, true)).toBe('honorable');
  });

  it('an extra contest does not award below 6', () => {
    expect(awardFor(5, true)).toBe('not_awarded');
    expect(awardFor(5.99, true)).toBe('not_awarded');
  });

  it('has no award while the final score is pending', () => {
    expect(awardFor(null, false)).toBeNull();
    expect(awardFor(null, true)).toBeNull();
  });

  it('gives every reachable pair of scores the award of its final score', () => {
    const seen = new Set<string>();
    for (let judge1 = 1; judge1 <= 10; judge1++) {
      for (let judge2 = 1; judge2 <= 10; judge2++) {
        const award = awardFor(
          computeFinalScore({ judge1Score: judge1, judge2Score: judge2, isExtra: false }),
          false,
        );
        const expected =
          judge1 + judge2 >= 14 ? 'awarded' : judge1 + judge2 === 13 ? 'honorable' : 'not_awarded';
        expect(award).toBe(expected);
        seen.add(String(award));
      }
    }
    expect(seen).toEqual(new Set(['awarded', 'honorable', 'not_awarded']));
  });
});

describe('SQL twins', () => {
  it('reads the judge columns and is_extra', () => {
    expect(FINAL_SCORE_SQL).toContain('judge1_score');
    expect(FINAL_SCORE_SQL).toContain('judge2_score');
    expect(FINAL_SCORE_SQL).toContain('is_extra');
    expect(AWARD_SQL).toContain(FINAL_SCORE_SQL);
  });

  it('builds the award over any final score expression', () => {
    const sql = buildAwardSql('s.final_score');
    expect(sql).toContain("(s.final_score) >= 7 THEN 'awarded'");
    expect(sql).toContain('WHEN is_extra THEN 6 ELSE 6.5');
    expect(sql).toContain("ELSE 'not_awarded' END");
  });
});
