import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AWARD_SQL,
  awardFor,
  buildAwardSql,
  computeFinalScore,
  FINAL_SCORE_SQL,
} from '../../../domain/awards';
import { createTestDatabase } from '../../test/test-app';

// The score save computes the final score and award in TypeScript; rankings, filters and statistics
// use their PostgreSQL twins. Both must agree, on the real database, or lists would disagree with rows.

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

const SCORES = [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('FINAL_SCORE_SQL and AWARD_SQL', () => {
  it('agree with computeFinalScore and awardFor on every pair of scores and adjudication, normal and extra', async () => {
    const cases = SCORES.flatMap((judge1Score) =>
      SCORES.flatMap((judge2Score) =>
        SCORES.flatMap((adjudicatorScore) =>
          [false, true].map((isExtra) => ({ judge1Score, judge2Score, adjudicatorScore, isExtra })),
        ),
      ),
    );
    expect(cases).toHaveLength(2662);
    const { rows } = await client.query<{ i: number; final: number | null; award: string | null }>(
      `SELECT i, (${FINAL_SCORE_SQL})::float8 AS final, (${AWARD_SQL}) AS award
       FROM (
         SELECT (c->>'i')::int AS i, (c->>'judge1Score')::smallint AS judge1_score,
           (c->>'judge2Score')::smallint AS judge2_score, (c->>'adjudicatorScore')::smallint AS adjudicator_score,
           (c->>'isExtra')::boolean AS is_extra
         FROM jsonb_array_elements($1::jsonb) AS c
       ) v
       ORDER BY i`,
      [JSON.stringify(cases.map((c, i) => ({ ...c, i })))],
    );
    expect(rows).toHaveLength(cases.length);
    for (const { i, final, award } of rows) {
      const expectedFinal = computeFinalScore(cases[i]);
      expect({ case: cases[i], final, award }).toEqual({
        case: cases[i],
        final: expectedFinal,
        award: awardFor(expectedFinal, cases[i].isExtra),
      });
    }
  });

  it('agree with awardFor at the award boundaries, stored as numeric(4,2)', async () => {
    const finals = [null, 1, 5.99, 6, 6.01, 6.49, 6.5, 6.51, 6.9, 6.99, 7, 7.01, 7.5, 10];
    const cases = finals.flatMap((finalScore) => [false, true].map((isExtra) => ({ finalScore, isExtra })));
    const { rows } = await client.query<{ i: number; award: string | null }>(
      `SELECT i, (${buildAwardSql('final_score')}) AS award
       FROM (
         SELECT (c->>'i')::int AS i, (c->>'finalScore')::numeric(4,2) AS final_score,
           (c->>'isExtra')::boolean AS is_extra
         FROM jsonb_array_elements($1::jsonb) AS c
       ) v
       ORDER BY i`,
      [JSON.stringify(cases.map((c, i) => ({ ...c, i })))],
    );
    for (const { i, award } of rows) {
      expect({ case: cases[i], award }).toEqual({
        case: cases[i],
        award: awardFor(cases[i].finalScore, cases[i].isExtra),
      });
    }
  });
});
