import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContest,
  createSubmission,
  createUser,
  photoContestToJudge,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { showsPreFilterStatus } from '../../../domain/pre-filter';

// Issue 31, item 1: a signed-in screen's page carries its first answers. Each is exactly what the
// same caller's API request answers, for that caller only, behind the same role checks; the JSON
// cannot end its element; the page is never stored by a shared cache; a visitor gets the static page.

let t: TestApp;
let app: FastifyInstance;
let webDir: string;

const HEAD = [
  '<!doctype html><html><head>',
  '    <link rel="preload" href="/api/session" as="fetch" crossorigin />',
  '  </head><body><div id="root"></div></body></html>',
];
const page = (extra = '') => [HEAD[0], HEAD[1], extra, HEAD[2]].filter(Boolean).join('\n');

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-first-frame-'));
  writeFileSync(path.join(webDir, 'index.html'), page());
  writeFileSync(path.join(webDir, 'participant.html'), page());
  writeFileSync(path.join(webDir, 'admin.html'), page());
  writeFileSync(
    path.join(webDir, 'judge.html'),
    page('    <link rel="preload" href="/api/judge/contests" as="fetch" crossorigin>'),
  );
  t = await createTestApp({ webDir });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

type Seeded = { key: unknown[]; data: unknown };
const BLOCK = /<script type="application\/json" id="jurado-first-frame">([^<]*)<\/script>/;

async function open(url: string, cookie?: string) {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  const block = BLOCK.exec(res.body)?.[1];
  const seeded: Seeded[] = block ? JSON.parse(block) : [];
  const byKey = (key: unknown[]) => seeded.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
  return { res, seeded, byKey, keys: seeded.map((q) => JSON.stringify(q.key)) };
}

async function api(url: string, cookie: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const judgeWorld = () => photoContestToJudge(app, 8);

describe('the first frame of the signed-in screens', () => {
  it('gives a visitor the static page: no answers, no personal copy', async () => {
    for (const url of ['/judge/photo', '/participant/submissions', '/participant', '/admin/rankings']) {
      const { res, seeded } = await open(url);
      expect(seeded, url).toEqual([]);
      expect(res.body).not.toContain('jurado-first-frame');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('gives a photo judge their session, contests and first pending page, exactly as the API does', async () => {
    const w = await judgeWorld();
    const cookie = await signIn(app, w.judge1);
    const { res, byKey, keys } = await open('/judge/photo', cookie);
    expect(keys).toEqual([
      '["me"]',
      '["judging","contests"]',
      `["judging","list","photo","${w.contest.id}","pending",1]`,
    ]);
    expect(byKey(['me'])).toEqual((await api('/api/session', cookie)).user);
    expect(byKey(['judging', 'contests'])).toEqual(await api('/api/judge/contests', cookie));
    expect(byKey(['judging', 'list', 'photo', w.contest.id, 'pending', 1])).toEqual(
      await api(`/api/judge/photo/submissions?contestId=${w.contest.id}&tab=pending&page=1`, cookie),
    );
    // Personal: kept by no cache; the answers it carries are not asked again; the first thumbnails are.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).not.toContain('href="/api/session"');
    expect(res.body).not.toContain('href="/api/judge/contests"');
    const thumbs = [...res.body.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)];
    expect(thumbs).toHaveLength(6);
    for (const [, href] of thumbs) expect(href).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/thumb$/);
    // The CSP is the app's, unchanged: the block is data, not a script to allow.
    expect(res.headers['content-security-policy']).toBe(
      (await app.inject({ method: 'GET', url: '/api/session' })).headers['content-security-policy'],
    );
  });

  it('carries only the caller’s own data, and none a role may not read', async () => {
    const w = await judgeWorld();
    const participant = await signIn(app, w.author);
    const asParticipant = await open('/judge/photo', participant);
    // The participant's session only: the judging answers are a judge's (403 from the API).
    expect(asParticipant.keys).toEqual(['["me"]']);
    expect(asParticipant.byKey(['me'])).toMatchObject({ id: w.author.id, role: 'participant' });
    expect(asParticipant.res.body).not.toContain(w.ids[0]);

    const videoJudge = await createUser(app, { role: 'video_judge_1' });
    const asVideoJudge = await open('/judge/photo', await signIn(app, videoJudge));
    expect(asVideoJudge.keys).toEqual(['["me"]']);

    // A judge of another contest sees none of this one.
    const other = await createUser(app, { role: 'photo_judge_1' });
    const asOther = await open('/judge/photo', await signIn(app, other));
    expect(asOther.byKey(['judging', 'contests'])).toEqual({ items: [] });
    expect(asOther.res.body).not.toContain(w.contest.id);
    expect(asOther.byKey(['me'])).toMatchObject({ id: other.id });

    const judge = await open('/participant/submissions', await signIn(app, w.judge1));
    expect(judge.keys).toEqual(['["me"]']);
  });

  it('gives a participant their dashboard exactly as the API does, and My Submissions whether it offers Status', async () => {
    const w = await judgeWorld();
    const cookie = await signIn(app, w.author);
    const dashboard = await open('/participant', cookie);
    expect(dashboard.byKey(['participant', 'dashboard'])).toEqual(
      await api('/api/participant/dashboard', cookie),
    );
    // My Submissions asks for its list itself (its heading drew later with the list in the page); it
    // carries only whether its Status filter is drawn, as the filters answer decides it.
    const statusShown = async () => {
      const mine = await open('/participant/submissions', cookie);
      expect(mine.keys).toEqual(['["me"]', '["participant","status-filter-shown"]']);
      expect(mine.res.body).not.toMatch(/rel="preload" as="image"/);
      const filters = await api('/api/participant/submissions/filters', cookie);
      const shown = mine.byKey(['participant', 'status-filter-shown']);
      expect(shown).toBe(filters.contests.some(showsPreFilterStatus));
      return shown;
    };
    expect(await statusShown()).toBe(false);

    // A film contest showing pre-filter results still has no status to show.
    const films = await createContest(app, { category: 'video', showPreFilterResults: true });
    await createSubmission(app, {
      contestId: films.id,
      userId: w.author.id,
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(await statusShown()).toBe(false);

    await t.db.$client.query('UPDATE contests SET show_pre_filter_results = true WHERE id = $1', [
      w.contest.id,
    ]);
    expect(await statusShown()).toBe(true);

    // With a filter in the address the screen asks for everything itself.
    const filtered = await open(`/participant/submissions?contest=${w.contest.id}`, cookie);
    expect(filtered.keys).toEqual(['["me"]']);
  });

  it('writes JSON that no value can break out of', async () => {
    const hostile = '</script><script>x()</script><!--&\u2028';
    const user = await createUser(app, {
      role: 'participant',
      username: hostile,
      email: 'hostile@example.test',
    });
    const { res, byKey } = await open('/participant', await signIn(app, user));
    expect(res.body).not.toContain('<script>x()');
    expect(res.body).not.toContain('<!--&');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(byKey(['me'])).toMatchObject({ username: hostile });
  });
});
