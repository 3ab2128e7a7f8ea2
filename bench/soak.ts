/**
 * Soak run (issue 31 item 6; not part of `npm test`): one production server on the bench's embedded
 * PostgreSQL under hours of steady load — 200 judges in open loop (the arrivals of the bench's (f):
 * a save a second and a grid refresh every ten, per judge), 20 uploaders (a 6 MP photo each about
 * once a minute: upload, thumbnail until servable, delete) and the admin's full CSV export every few
 * minutes. Prints one line per window: the server's RSS, its event-loop delay, PostgreSQL's
 * connections, the judges' p99 and the errors; exits 0 when it passes (the rules are printed at the
 * end and in bench/README.md, 'Performance round 3').
 *
 *   npm run bench:soak                                  # 2 hours, a line per 10 minutes
 *   SOAK_MINUTES=5 npm run bench:soak                   # a short try: a line per minute
 *
 * Options: SOAK_MINUTES (120), SOAK_WINDOW_SECONDS (600; 60 under 30 minutes),
 * SOAK_WARMUP_WINDOWS (1; 2 under 30 minutes), SOAK_EXPORT_MINUTES (5; 2 under 30 minutes),
 * SOAK_UPLOADERS (20), SOAK_UPLOAD_SECONDS (60, each uploader's mean interval), SOAK_JUDGE_SESSIONS
 * (20 per judge, 10 judges). BENCH_SIZE picks the data set as for the bench (seeded first with
 * `npm run bench:seed`).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../src/server/db/client';
import { ACCOUNTS, BENCH_PASSWORD, BENCH_SIZE_LABEL, log, openBenchDatabase } from './common';
import { SESSIONS_PER_JUDGE, forgetFailedSignIns, judgeStreams, scorableWork, signInJudges } from './judges';
import { percentile, rssOf, runOpenLoop, signIn, startBenchServer, type OpenLoopStream } from './lib';
import { isSeeded } from './seed';
import { clearUploads, makeTestJpeg, uploadEntry } from './uploads';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 120);
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? (MINUTES >= 30 ? 600 : 60));
// A short try's windows are a minute: the server's memory is still settling after the first.
const WARMUP_WINDOWS = Number(process.env.SOAK_WARMUP_WINDOWS ?? (MINUTES >= 30 ? 1 : 2));
const EXPORT_MINUTES = Number(process.env.SOAK_EXPORT_MINUTES ?? (MINUTES >= 30 ? 5 : 2));
const UPLOADERS = Number(process.env.SOAK_UPLOADERS ?? 20);
const UPLOAD_SECONDS = Number(process.env.SOAK_UPLOAD_SECONDS ?? 60);
const SESSIONS = Number(process.env.SOAK_JUDGE_SESSIONS ?? SESSIONS_PER_JUDGE);
/** The later windows' RSS peak may exceed the first third's (after the warm-up) by this much at most. */
const RSS_MAX_GROWTH = 0.1;
/** p99 "climbs" when the last third of the windows' median p99 exceeds the first third's by both. */
const P99_CLIMB_FACTOR = 1.5;
const P99_CLIMB_MS = 10;

type Window = {
  judges: number[];
  saves: number[];
  uploads: number[];
  exports: number[];
  /** Each kind of failure (label and status or error message) with how often it came. */
  failures: Map<string, number>;
  rssMax: number;
};

const emptyWindow = (): Window => ({
  judges: [],
  saves: [],
  uploads: [],
  exports: [],
  failures: new Map(),
  rssMax: 0,
});

type Row = {
  window: number;
  rssMb: number;
  rssMaxMb: number;
  loopP99: number;
  loopMax: number;
  connections: string;
  p99: number;
  saveP99: number;
  requests: number;
  uploads: number;
  exports: string;
  errors: number;
};

async function soak(): Promise<boolean> {
  const database = await openBenchDatabase();
  const stops: (() => Promise<void>)[] = [database.stop];
  const probeFile = path.resolve(`.tmp/soak-probe-${process.pid}.jsonl`);
  // A fresh clone or a worktree has no .tmp yet; the probe inside the server only appends.
  mkdirSync(path.dirname(probeFile), { recursive: true });
  try {
    const db = connectDatabase(database.url, { max: 2 });
    stops.push(async () => db.$client.end());
    db.$client.on('error', () => {});
    const pool = db.$client;
    if (!(await isSeeded(db)))
      throw new Error(`no bench data at ${BENCH_SIZE_LABEL}: npm run bench:seed first`);
    const server = await startBenchServer(
      database.url,
      stops,
      [],
      { SOAK_PROBE_FILE: probeFile, SOAK_PROBE_SECONDS: String(Math.min(10, WINDOW_SECONDS / 6)) },
      ['./bench/event-loop-probe.ts'],
    );
    const { base, pid } = server;
    log(
      `soak: ${MINUTES} min, a line per ${WINDOW_SECONDS} s (warm-up ${WARMUP_WINDOWS}); data ${BENCH_SIZE_LABEL}; server ${base} (pid ${pid}); load ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' / ')}`,
    );

    // Who plays: 200 judge sessions, 20 uploader sessions (the VIP uploader), one admin.
    await forgetFailedSignIns(pool);
    const sessions = await signInJudges(base, SESSIONS);
    const judges = await scorableWork(pool);
    const uploaderId = (
      await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.uploader])
    ).rows[0].id;
    await clearUploads(pool, uploaderId);
    // One session for the twenty (the sign-in limiter refuses twenty sign-ins of one account at once).
    const uploaderCookie = await signIn(base, ACCOUNTS.uploader, BENCH_PASSWORD);
    const uploaderCookies = Array.from({ length: UPLOADERS }, () => uploaderCookie);
    const adminCookie = await signIn(base, ACCOUNTS.admin, BENCH_PASSWORD);
    const contestId = (
      await pool.query<{ id: string }>(
        `SELECT id FROM contests WHERE category = 'photo' AND deadline > now() ORDER BY starts_at DESC LIMIT 1`,
      )
    ).rows[0].id;
    const photo = readFileSync(await makeTestJpeg(3000, 2000));
    log(`signed in ${sessions.length} judges, ${uploaderCookies.length} uploaders, the admin`);

    let current = emptyWindow();
    const fail = (what: string) => {
      current.failures.set(what, (current.failures.get(what) ?? 0) + 1);
    };
    const observe = (label: string, latency: number, failure: string | null) => {
      if (failure) return fail(`${label}: ${failure}`);
      if (label === 'upload') current.uploads.push(latency);
      else {
        current.judges.push(latency);
        if (label === 'save') current.saves.push(latency);
      }
    };
    // Each uploader enters a photo, waits for its thumbnail, then deletes it: the contest's VIP cap
    // (50) is never reached and the disk does not fill over hours.
    const uploadStreams: OpenLoopStream[] = uploaderCookies.map((cookie) => ({
      label: 'upload',
      perSecond: 1 / UPLOAD_SECONDS,
      fire: async () => {
        const { id } = await uploadEntry(base, cookie, contestId, photo);
        const response = await fetch(`${base}/api/participant/submissions/${id}`, {
          method: 'DELETE',
          headers: { cookie, origin: base },
        });
        return response.status;
      },
    }));
    const agents: http.Agent[] = [];
    const streams = [...judgeStreams(base, sessions, judges, agents), ...uploadStreams];

    const seconds = MINUTES * 60;
    const end = performance.now() + seconds * 1000;
    const exportLoop = async () => {
      while (performance.now() + EXPORT_MINUTES * 60_000 < end) {
        await new Promise((resolve) => setTimeout(resolve, EXPORT_MINUTES * 60_000));
        const started = performance.now();
        try {
          const response = await fetch(`${base}/api/admin/results/submissions.csv`, {
            headers: { cookie: adminCookie },
          });
          for await (const chunk of response.body as AsyncIterable<Uint8Array>) void chunk;
          if (response.status !== 200) fail(`export: status ${response.status}`);
          else current.exports.push((performance.now() - started) / 1000);
        } catch (error) {
          fail(`export: ${String(error)}`);
        }
      }
    };

    const rows: Row[] = [];
    let probeLines = 0;
    const connectionsNow = async () => {
      const { rows: byState } = await pool.query<{ state: string; n: number }>(
        `SELECT coalesce(state, 'other') AS state, count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1 ORDER BY 1`,
      );
      const total = byState.reduce((sum, r) => sum + r.n, 0);
      return `${total} (${byState.map((r) => `${r.state} ${r.n}`).join(', ')})`;
    };
    const closeWindow = async () => {
      const w = current;
      current = emptyWindow();
      const probes = readFileSync(probeFile, 'utf8').trim().split('\n').filter(Boolean);
      const fresh = probes.slice(probeLines).map((line) => JSON.parse(line) as { p99: number; max: number });
      probeLines = probes.length;
      const rss = rssOf(pid);
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      const row: Row = {
        window: rows.length + 1,
        rssMb: rss / 2 ** 20,
        rssMaxMb: Math.max(w.rssMax, rss) / 2 ** 20,
        loopP99: Math.max(0, ...fresh.map((p) => p.p99)),
        loopMax: Math.max(0, ...fresh.map((p) => p.max)),
        connections: await connectionsNow(),
        p99: percentile(sorted(w.judges), 99),
        saveP99: percentile(sorted(w.saves), 99),
        requests: w.judges.length,
        uploads: w.uploads.length,
        exports: w.exports.map((s) => `${s.toFixed(1)} s`).join(', ') || '–',
        errors: [...w.failures.values()].reduce((sum, n) => sum + n, 0),
      };
      rows.push(row);
      log(
        `window ${row.window}${row.window <= WARMUP_WINDOWS ? ' (warm-up)' : ''}: RSS ${row.rssMb.toFixed(0)} MB (max ${row.rssMaxMb.toFixed(0)}), event-loop delay p99 ${row.loopP99.toFixed(1)} ms (max ${row.loopMax.toFixed(1)}), PostgreSQL connections ${row.connections}, judges p99 ${row.p99.toFixed(1)} ms (saves ${row.saveP99.toFixed(1)}; ${row.requests} requests), uploads ${row.uploads}, exports ${row.exports}, errors ${row.errors}${row.errors ? ` (${[...w.failures].map(([what, n]) => `${n}× ${what}`).join('; ')})` : ''}`,
      );
    };
    // RSS between the window lines, so a peak inside a window is seen.
    const rssSampler = setInterval(() => {
      try {
        current.rssMax = Math.max(current.rssMax, rssOf(pid));
      } catch {
        // the server is gone: the requests fail and say so
      }
    }, 5_000);
    let closing = Promise.resolve();
    const windowTimer = setInterval(() => {
      closing = closing.then(closeWindow);
    }, WINDOW_SECONDS * 1000);
    try {
      await Promise.all([runOpenLoop(streams, seconds, observe), exportLoop()]);
    } finally {
      clearInterval(windowTimer);
      clearInterval(rssSampler);
      for (const agent of agents) agent.destroy();
    }
    await closing;
    // The tail after the last full window (answers that came after the end) joins no line.
    await clearUploads(pool, uploaderId);
    return verdict(rows);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(probeFile, { force: true });
  }
}

/** Prints the rules and whether the run kept them. */
function verdict(rows: Row[]): boolean {
  const measured = rows.slice(WARMUP_WINDOWS);
  if (measured.length < 2) {
    log(`FAIL: fewer than two windows after the warm-up (${rows.length} windows): run longer`);
    return false;
  }
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const third = Math.max(1, Math.floor(measured.length / 3));
  // Peak against peak: the RSS moves by ~30 MB within a window (each export's buffers, then a
  // collection), so one sample at the end of the warm-up can fall in a trough. The reference is the
  // highest RSS of the first third of the windows after the warm-up; a leak shows as the later
  // windows' peaks rising above it.
  const baseline = Math.max(...measured.slice(0, third).map((r) => r.rssMaxMb));
  const rssPeak = Math.max(...measured.slice(third).map((r) => r.rssMaxMb), baseline);
  const growth = rssPeak / baseline - 1;
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const early = median(measured.slice(0, third).map((r) => r.p99));
  const late = median(measured.slice(-third).map((r) => r.p99));
  const climbs = late > early * P99_CLIMB_FACTOR && late - early > P99_CLIMB_MS;
  const checks = [
    { ok: errors === 0, text: `errors: ${errors} (must be 0)` },
    {
      ok: growth <= RSS_MAX_GROWTH,
      text: `RSS: peak ${rssPeak.toFixed(0)} MB in the later windows against ${baseline.toFixed(0)} MB in the first ${third} after the warm-up = ${(growth * 100).toFixed(1)} % (at most +${RSS_MAX_GROWTH * 100} %)`,
    },
    {
      ok: !climbs,
      text: `p99: median of the last ${third} window(s) ${late.toFixed(1)} ms against the first ${third} ${early.toFixed(1)} ms (climbs when above ${P99_CLIMB_FACTOR}× and by more than ${P99_CLIMB_MS} ms)`,
    },
  ];
  for (const check of checks) log(`${check.ok ? 'pass' : 'FAIL'}: ${check.text}`);
  const ok = checks.every((check) => check.ok);
  log(
    `soak ${ok ? 'PASSED' : 'FAILED'} (${rows.length} windows of ${WINDOW_SECONDS} s; load ${os.loadavg()[0].toFixed(2)})`,
  );
  return ok;
}

soak().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
