import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryImageUrl } from '../../../contract/entry-urls';
import {
  createContest,
  createSubmission,
  createUser,
  photoContestToJudge,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RenderFrame } from './first-frame';
import { MAX_FRAMES_AT_ONCE } from './first-frame.routes';

// Issue 31, item 1: the server draws a signed-in screen's first frame with the web's own components
// (web/server-frame.tsx, run here from source), in the language the app will open in, as plain HTML
// the page's CSP allows; the app draws into a hidden #root and takes the frame's place.

// Loaded as the server loads the build's renderer: a module found at run time, typed by RenderFrame
// (the server's program does not type-check the web's code).
const WEB = '../../../web';
const { renderFrame } = (await import(`${WEB}/server-frame`)) as { renderFrame: RenderFrame };
const i18n = (
  (await import(`${WEB}/i18n`)) as { default: { changeLanguage: (lng: string) => Promise<unknown> } }
).default;

let drawing: TestApp;
let failing: TestApp;
let app: FastifyInstance;
let webDir: string;

const PAGE = [
  '<!doctype html><html><head>',
  '    <link rel="preload" href="/api/session" as="fetch" crossorigin />',
  '    <script type="module" crossorigin src="/assets/entry.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/area.js">',
  '    <link rel="preload" as="style" crossorigin href="/assets/area.css">',
  '  </head><body><div id="root"><div class="boot-loader"></div></div></body></html>',
].join('\n');

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-drawn-frame-'));
  for (const file of ['index.html', 'participant.html', 'admin.html', 'judge.html'])
    writeFileSync(path.join(webDir, file), PAGE);
  drawing = await createTestApp({ webDir, renderFrame });
  app = drawing.app;
  // A second server on the same database whose renderer fails.
  const broken: RenderFrame = () => Promise.reject(new Error('a renderer that fails'));
  failing = await createTestApp({ webDir, renderFrame: broken, databaseUrl: drawing.databaseUrl });
});
afterAll(async () => {
  // The renderer shares i18next with the web's unit tests in this worker: leave it in Portuguese.
  await i18n.changeLanguage('pt');
  await Promise.all([drawing.close(), failing.close()]);
  rmSync(webDir, { recursive: true, force: true });
});

const FRAME = /<div id="server-frame">([\s\S]*)<\/div>\n {4}<div id="root" hidden>/;

async function open(url: string, cookie?: string, on = app) {
  const res = await on.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return { body: res.body, frame: FRAME.exec(res.body)?.[1] ?? null };
}

/** Text of the frame's headings (tags stripped). */
const headings = (frame: string) =>
  [...frame.matchAll(/<h([12])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => m[2].replace(/<[^>]+>/g, ''));

async function participantWithEntries(locale: 'pt' | 'en' = 'pt') {
  const author = await createUser(app, { role: 'participant', locale });
  const contest = await createContest(app, {});
  for (let i = 0; i < 2; i++)
    await createSubmission(app, { contestId: contest.id, userId: author.id, isPaid: true });
  return { author, cookie: await signIn(app, author) };
}

describe("the server's drawing of a signed-in screen", () => {
  it('draws My Submissions in the account’s language, or the one the browser remembers', async () => {
    const pt = await participantWithEntries('pt');
    const inPt = await open('/participant/submissions', pt.cookie);
    expect(inPt.frame).not.toBeNull();
    expect(headings(inPt.frame!)).toEqual(expect.arrayContaining(['Jurado', 'Minhas Inscrições']));
    // The sidebar is drawn with the area's links.
    expect(inPt.frame).toContain('href="/participant/dashboard"');

    const remembered = await open('/participant/submissions', `${pt.cookie}; jurado-language=en`);
    expect(headings(remembered.frame!)).toContain('My Submissions');
    // A link's language comes first (an email's link), as in the browser.
    const linked = await open('/participant/submissions?lang=en', pt.cookie);
    expect(headings(linked.frame!)).toContain('My Submissions');

    const en = await participantWithEntries('en');
    expect(headings((await open('/participant/submissions', en.cookie)).frame!)).toContain('My Submissions');
    // A value that is not a language is ignored.
    const odd = await open('/participant/submissions', `${en.cookie}; jurado-language=xx`);
    expect(headings(odd.frame!)).toContain('My Submissions');
  });

  it('is HTML only: no script runs, the stylesheets it needs block the first paint, the app waits hidden', async () => {
    const { cookie } = await participantWithEntries();
    const { body, frame } = await open('/participant/submissions', cookie);
    // No inline script (React's streaming scripts would be refused by the CSP): the page's JSON block,
    // and the app's scripts started by start-app.js once the frame is painted.
    expect(frame).not.toMatch(/<script/);
    expect(body.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual([
      '<script defer src="/start-app.js" data-entry="/assets/entry.js" data-modules="/assets/area.js">',
    ]);
    expect(body).not.toContain('modulepreload');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/area.css">');
    expect(body).not.toContain('rel="preload" as="style"');
    expect(body).toContain('<div id="root" hidden><div class="boot-loader">');
    // Every boundary drawn, none left to the browser.
    expect(frame).not.toContain('<!--$!-->');
  });

  it('draws the judge grid with the first pending page’s thumbnails', async () => {
    const { judge1, ids } = await photoContestToJudge(app, 3);
    const { frame } = await open('/judge/photo', await signIn(app, judge1));
    for (const id of ids) expect(frame).toContain(`src="${entryImageUrl(id, 'thumb')}"`);
  });

  it("draws an area's own path as the role's home, and Rankings for an admin", async () => {
    const { author, cookie } = await participantWithEntries();
    const home = await open('/participant', cookie);
    expect(headings(home.frame!)).toContain(`Olá, ${author.username}!`);

    const admin = await createUser(app, { role: 'admin' });
    const rankings = await open('/admin/rankings', await signIn(app, admin));
    expect(headings(rankings.frame!)).toContain('Rankings');
  });

  it('draws a filtered list with its filter, its list loading as the app first draws it', async () => {
    const { cookie } = await participantWithEntries();
    const { frame } = await open('/participant/submissions?award=awarded', cookie);
    expect(headings(frame!)).toContain('Minhas Inscrições');
    // The list is not in the page for a filter: its place holds the loading cards.
    expect(frame).toContain('mantine-Skeleton-root');
  });

  it('draws nothing for a role the app sends elsewhere: the page keeps its loader', async () => {
    const { cookie } = await participantWithEntries();
    const { body, frame } = await open('/admin/rankings', cookie);
    expect(frame).toBeNull();
    expect(body).toContain('<div id="root"><div class="boot-loader">');
  });

  it(`draws at most ${MAX_FRAMES_AT_ONCE} frames at once: the other pages are sent without theirs`, async () => {
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: RenderFrame = async () => {
      calls += 1;
      await gate;
      return '<main>drawn</main>';
    };
    const busy = await createTestApp({ webDir, renderFrame: held, databaseUrl: drawing.databaseUrl });
    try {
      const { cookie } = await participantWithEntries();
      let settled = 0;
      const pages = Array.from({ length: 6 }, () =>
        open('/participant/submissions', cookie, busy.app).finally(() => (settled += 1)),
      );
      // Four are being drawn; the other two came back without waiting for them.
      await expect.poll(() => calls + settled).toBe(6);
      release();
      const frames = (await Promise.all(pages)).map((page) => page.frame);
      expect(calls).toBe(MAX_FRAMES_AT_ONCE);
      expect(frames.filter((frame) => frame === '<main>drawn</main>')).toHaveLength(MAX_FRAMES_AT_ONCE);
      expect(frames.filter((frame) => frame === null)).toHaveLength(6 - MAX_FRAMES_AT_ONCE);
    } finally {
      await busy.close();
    }
  });

  it('draws nothing for a visitor, or when the renderer fails: the app draws as before', async () => {
    expect((await open('/participant/submissions')).frame).toBeNull();
    const { cookie } = await participantWithEntries();

    const broken = await open('/participant/submissions', cookie, failing.app);
    expect(broken.frame).toBeNull();
    // The page still carries its answers, its scripts start as usual, and the app is not hidden.
    expect(broken.body).toContain('id="jurado-first-frame"');
    expect(broken.body).toContain('<script type="module" crossorigin src="/assets/entry.js">');
    expect(broken.body).toContain('<div id="root"><div class="boot-loader">');
  });
});
