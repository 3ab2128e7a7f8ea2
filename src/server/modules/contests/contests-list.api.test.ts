import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JUDGE_ROLES } from '../../../domain/roles';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';
import { useApi, useJudges } from '../../test/api';
import { createTestApp } from '../../test/test-app';

const t = useApi();
const { call } = t;
const judges = useJudges(t);

describe('the contest list', () => {
  it('filters by São Paulo start year, pages by 50, newest first, with counts and years', async () => {
    const local = await createTestApp();
    try {
      const { cookie: adminCookie } = await signedInUser(local.app, 'admin');
      const judge = await createUser(local.app, { role: 'photo_judge_1' });
      // 2025-01-01 01:00 UTC is still 2024-12-31 in São Paulo.
      const newYearsEve = await createContest(local.app, {
        title: 'Réveillon',
        startsAt: new Date('2025-01-01T01:00:00Z'),
        deadline: new Date('2025-01-10T03:00:00Z'),
        resultsAt: new Date('2025-01-20T15:00:00Z'),
      });
      for (let i = 0; i < 55; i++) {
        await createContest(local.app, {
          title: `C${i}`,
          startsAt: new Date(Date.UTC(2026, 0, 1 + i, 15)),
          deadline: new Date(Date.UTC(2026, 0, 5 + i, 3)),
          resultsAt: new Date(Date.UTC(2026, 1, 5 + i, 15)),
          photoJudge1Id: i === 54 ? judge.id : null,
        });
      }
      const busy = await createContest(local.app, {
        title: 'Busy',
        startsAt: new Date('2025-06-01T15:00:00Z'),
        deadline: new Date('2025-06-10T03:00:00Z'),
        resultsAt: new Date('2025-06-20T15:00:00Z'),
      });
      const [a, b] = [await createUser(local.app), await createUser(local.app)];
      for (const userId of [a.id, a.id, b.id])
        await createSubmission(local.app, { contestId: busy.id, userId });

      const get = (url: string) => local.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect((await get('/api/admin/contests/years')).json()).toEqual({ years: [2026, 2025, 2024] });

      const page1 = (await get('/api/admin/contests?year=2026')).json();
      expect(page1).toMatchObject({ total: 55, page: 1, pageSize: 50 });
      expect(page1.items).toHaveLength(50);
      expect(page1.items[0]).toMatchObject({
        title: 'C54',
        startDay: '2026-02-24',
        judges: { photoJudge1Id: { id: judge.id, username: judge.username } },
      });
      expect(page1.items[0].rules).toBeUndefined();
      const page2 = (await get('/api/admin/contests?year=2026&page=2')).json();
      expect(page2.items.map((c: { title: string }) => c.title)).toEqual(['C4', 'C3', 'C2', 'C1', 'C0']);

      const y2025 = (await get('/api/admin/contests?year=2025')).json();
      expect(y2025.items).toEqual([
        expect.objectContaining({ title: 'Busy', participantCount: 2, submissionCount: 3 }),
      ]);
      const y2024 = (await get('/api/admin/contests?year=2024')).json();
      expect(y2024.items.map((c: { id: string }) => c.id)).toEqual([newYearsEve.id]);
      expect((await get('/api/admin/contests')).json().total).toBe(57);
      expect((await get('/api/admin/contests?year=')).json().total).toBe(57);
      expect((await get('/api/admin/contests?page=0')).statusCode).toBe(400);
      expect((await get('/api/admin/contests?year=abc')).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { year: 'errors.contest.yearInvalid' },
      });
    } finally {
      await local.close();
    }
  });
});

describe('pre-filter visibility', () => {
  it('toggles and records who did it', async () => {
    const contest = await createContest(t.app);
    const on = await call('PATCH', `/api/admin/contests/${contest.id}/pre-filter-visibility`, {
      visible: true,
    });
    expect(on.json()).toEqual({ id: contest.id, showPreFilterResults: true });
    const off = await call('PATCH', `/api/admin/contests/${contest.id}/pre-filter-visibility`, {
      visible: false,
    });
    expect(off.json().showPreFilterResults).toBe(false);
    const audit = await t.auditOf(contest.id);
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['contest.preFilterVisibility', { showPreFilterResults: true }],
      ['contest.preFilterVisibility', { showPreFilterResults: false }],
    ]);
    const bad = await call('PATCH', `/api/admin/contests/${contest.id}/pre-filter-visibility`, {
      visible: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting a contest', () => {
  it('removes its entries and their stored files, and keeps an audit row', async () => {
    const contest = await createContest(t.app);
    const participant = await createUser(t.app);
    const entry = await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    const { rows } = await t.db.$client.query(`SELECT file_key FROM submissions WHERE id = $1`, [entry.id]);
    const fileKey: string = rows[0].file_key;
    const original = path.join(t.config.uploadsDir, ...fileKey.split('/'));
    await mkdir(path.dirname(original), { recursive: true });
    await writeFile(original, 'x');
    await writeFile(`${original}.thumb.webp`, 'x');
    expect(await t.app.ctx.storage.exists(fileKey)).toBe(true);

    const res = await call('DELETE', `/api/admin/contests/${contest.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.db.$client.query(`SELECT 1 FROM submissions WHERE id = $1`, [entry.id])).rowCount).toBe(
      0,
    );
    expect(await t.app.ctx.storage.exists(fileKey)).toBe(false);
    expect(await t.app.ctx.storage.exists(`${fileKey}.thumb.webp`)).toBe(false);
    const audit = await t.auditOf(contest.id);
    expect(audit.at(-1)).toMatchObject({ action: 'contest.delete', after: null });
    expect(audit.at(-1)!.before).toMatchObject({ submissionCount: 1 });
    expect((await call('DELETE', `/api/admin/contests/${contest.id}`)).statusCode).toBe(404);
  });
});

describe('judge dropdowns', () => {
  it('list only users of the asked judge role, or of any judge role', async () => {
    const one = (await call('GET', '/api/admin/judges?role=video_judge_2')).json();
    expect(one.items).toContainEqual({
      id: judges.video_judge_2.id,
      username: judges.video_judge_2.username,
      role: 'video_judge_2',
    });
    expect(one.items.every((j: { role: string }) => j.role === 'video_judge_2')).toBe(true);
    const all = (await call('GET', '/api/admin/judges')).json();
    const roles = new Set(all.items.map((j: { role: string }) => j.role));
    expect([...roles].sort()).toEqual([...JUDGE_ROLES].sort());
    expect((await call('GET', '/api/admin/judges?role=admin')).statusCode).toBe(400);
  });
});
