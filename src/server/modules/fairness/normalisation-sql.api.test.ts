import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { awardFor, computeFinalScore } from '../../../domain/awards';
import { mulberry32 } from '../../../domain/award-stability';
import {
  JUDGE_SCALES_SQL,
  judgeScoresSql,
  normalisedFinalSql,
  normalisedResults,
  PANEL_SCALES_SQL,
} from '../../../domain/normalisation';
import { countsInResultsSql } from '../../../domain/results';
import { useApi } from '../../test/api';
import { createContest, createSubmission, createUser } from '../../test/factories';
import { workedExampleContest } from './fairness.test-world';
import * as repo from './fairness.repo';
import { scoredEntryOf } from './fairness.service';

// The results export computes normalised finals in PostgreSQL (domain/normalisation's SQL twins):
// they must equal the TypeScript rule on the same scores, and reach the CSV in both languages.

const t = useApi();

async function sqlFinals(contestId: string): Promise<Map<string, number | null>> {
  const { rows } = await t.db.$client.query<{ id: string; final: string | null }>(
    `WITH scores AS (${judgeScoresSql('$1', countsInResultsSql('s'))}),
       scales AS (${JUDGE_SCALES_SQL}), panels AS (${PANEL_SCALES_SQL})
     SELECT s.id, ${normalisedFinalSql('s', 'c.is_extra', 'n1', 'n2', 'pn')} AS final
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     LEFT JOIN scales n1 ON n1.contest_id = s.contest_id AND n1.judge_id = s.judge1_id
     LEFT JOIN scales n2 ON n2.contest_id = s.contest_id AND n2.judge_id = s.judge2_id
     LEFT JOIN panels pn ON pn.contest_id = s.contest_id
     WHERE s.contest_id = $1::uuid`,
    [contestId],
  );
  return new Map(rows.map((row) => [row.id, row.final === null ? null : Number(row.final)]));
}

async function tsFinals(contestId: string) {
  const entries = (await repo.listContestScores(t.db.$client, contestId)).map(scoredEntryOf);
  return normalisedResults(entries);
}

describe('normalised finals in SQL', () => {
  it('equal the TypeScript rule on the worked example, an adjudication included', async () => {
    const { contestId, ids } = await workedExampleContest(t);
    await t.db.$client.query('UPDATE submissions SET adjudicator_score = 7 WHERE id = $1', [ids[2]]);
    const sql = await sqlFinals(contestId);
    for (const result of await tsFinals(contestId))
      expect(sql.get(result.id), result.id).toBe(result.normalisedFinal);
    expect(sql.get(ids[0])).toBe(6.5);
  });

  it('equal it on random contests of 40 entries, with missing scores and judges under ten scores', async () => {
    const random = mulberry32(2026);
    const draw = () => 1 + Math.floor(random() * 10);
    for (let round = 0; round < 3; round += 1) {
      const [a, b, c] = [
        await createUser(t.app, { role: 'photo_judge_1' }),
        await createUser(t.app, { role: 'photo_judge_2' }),
        await createUser(t.app, { role: 'photo_judge_2' }),
      ];
      const participant = await createUser(t.app);
      const contest = await createContest(t.app, { photoJudge1Id: a.id, photoJudge2Id: b.id });
      for (let i = 0; i < 40; i += 1) {
        const judge1Score = random() < 0.1 ? null : draw();
        const judge2Score = random() < 0.1 ? null : draw();
        const finalScore = computeFinalScore({ judge1Score, judge2Score, isExtra: false });
        const { id } = await createSubmission(t.app, {
          contestId: contest.id,
          userId: participant.id,
          preFilterStatus: random() < 0.1 ? 'rejected' : 'approved',
          judge1Score,
          judge2Score,
          // A few of judge 2's scores by a third judge (a replacement), who stays under ten.
          judge2Id: judge2Score !== null && i % 7 === 0 ? c.id : undefined,
          finalScore,
          award: awardFor(finalScore, false),
        });
        if (judge1Score !== null && judge2Score !== null && Math.abs(judge1Score - judge2Score) >= 3) {
          await t.db.$client.query('UPDATE submissions SET adjudicator_score = $2 WHERE id = $1', [
            id,
            draw(),
          ]);
        }
      }
      const sql = await sqlFinals(contest.id);
      for (const result of await tsFinals(contest.id)) {
        expect(sql.get(result.id), result.id).toBe(result.normalisedFinal);
      }
    }
  });
});

describe('the results CSV', () => {
  it('has the normalised score and award beside the final, in Portuguese and in English', async () => {
    const { contestId, ids } = await workedExampleContest(t);
    const read = async (locale: 'pt' | 'en') => {
      const res = await t.get(`/api/admin/results/submissions.csv?contestId=${contestId}&locale=${locale}`);
      expect(res.statusCode, res.body).toBe(200);
      const records: Record<string, string>[] = parse(res.rawPayload, {
        bom: true,
        columns: true,
        delimiter: locale === 'pt' ? ';' : ',',
        skip_empty_lines: true,
      });
      return new Map(records.map((record) => [record.ID, record]));
    };
    const pt = await read('pt');
    expect(pt.get(ids[0])).toMatchObject({
      'Nota final': '7',
      Premiação: 'Premiada',
      'Nota normalizada': '6,5',
      'Premiação normalizada': 'Menção Honrosa',
    });
    expect(pt.get(ids[5])).toMatchObject({ 'Nota normalizada': '8,21', 'Premiação normalizada': 'Premiada' });
    const en = await read('en');
    expect(en.get(ids[2])).toMatchObject({
      'Final score': '6',
      'Normalised score': '6.5',
      'Normalised award': 'Honourable Mention',
    });
  });
});
