import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createContest, createUser, signIn } from './factories';
import { seedPackage } from '../modules/submissions/submissions.test-support';
import { createTestDatabase } from './test-app';
import { findFreePort } from '../db/embedded';
import {
  embeddedUrlOf,
  logProblems,
  PROCESS_AUTH_SECRET,
  REPO_ROOT,
  seedingApp,
  startProcess,
  startServerProcess,
  waitForHttp,
  type ServerProcess,
} from './processes';

/**
 * The server as a real process, stopped the ways operators stop it: a terminal's
 * Ctrl-C (SIGINT to the whole process group) and a supervisor's SIGTERM. Each time a 4 MB photo upload
 * is in flight: it must complete, and the process must exit 0 without a stack trace.
 */

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const folders: string[] = [];
const servers: ServerProcess[] = [];
const leftovers: number[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
  // Should a test fail half-way, a killed server's PostgreSQL is not left behind.
  for (const pid of leftovers.splice(0).filter(isAlive)) process.kill(pid, 'SIGINT');
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDataDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'jurado-lifecycle-'));
  folders.push(folder);
  return folder;
}

/** A participant with a paid package and an open photo contest on the server's database. */
async function uploader(databaseUrl: string) {
  const seed = await seedingApp(databaseUrl);
  try {
    const user = await createUser(seed.app);
    const contest = await createContest(seed.app);
    const packageId = await seedPackage(seed.app, 'photo', 2);
    const staff = await createUser(seed.app, { role: 'admin' });
    return {
      cookie: await signIn(seed.app, user),
      staffCookie: await signIn(seed.app, staff),
      contestId: contest.id,
      packageId,
    };
  } finally {
    await seed.close();
  }
}

/** About 4 MB of JPEG: noise does not compress. */
async function bigJpeg(): Promise<Buffer> {
  const width = 1800;
  const height = 1300;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * Sends the photo in 64 KiB pieces, 15 ms apart (about 1 s in all), calling `midway` once a quarter is
 * sent; resolves with the answer's status and body.
 */
function slowUpload(
  server: ServerProcess,
  target: { cookie: string; contestId: string; packageId: string },
  jpeg: Buffer,
  midway: () => void,
): Promise<{ status: number; body: string }> {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const fields = { packageId: target.packageId, currency: 'BRL', paymentConfirmed: 'true' };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, jpeg, tail]);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: `/api/participant/contests/${target.contestId}/photos`,
      headers: {
        cookie: target.cookie,
        origin: server.url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    let offset = 0;
    let signalled = false;
    const step = () => {
      if (offset >= body.length) return request.end();
      request.write(body.subarray(offset, offset + 65_536));
      offset += 65_536;
      if (!signalled && offset > body.length / 4) {
        signalled = true;
        midway();
      }
      setTimeout(step, 15);
    };
    step();
  });
}

describe('stopping the server', () => {
  it('after kill -9 the next start stops the leftover PostgreSQL; then Ctrl-C (SIGINT to the process group) with an upload in flight: it completes, PostgreSQL stops last, exit 0', async () => {
    const dataDir = tempDataDir();
    // The server is killed (kill -9, the OOM killer); its PostgreSQL, in a session of its
    // own, keeps running on the data folder.
    const killed = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    servers.push(killed);
    const postmaster = Number(readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
    leftovers.push(postmaster);
    // Killed a quarter into an upload: its scratch folder (DATA_DIR/tmp/<pid>) is left behind.
    const killedScratch = path.join(dataDir, 'tmp', String(killed.child.pid));
    const cut = await slowUpload(killed, await uploader(embeddedUrlOf(dataDir)), await bigJpeg(), () =>
      killed.signal('SIGKILL'),
    ).catch((error: Error) => error);
    expect(cut).toBeInstanceOf(Error);
    expect(await killed.exited).toBe('SIGKILL');
    expect(isAlive(postmaster)).toBe(true);
    expect(readdirSync(killedScratch).some((name) => name.startsWith('upload-'))).toBe(true);

    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    servers.push(server);
    expect(server.lines.some((line) => line.includes('left running on this data folder'))).toBe(true);
    expect(isAlive(postmaster)).toBe(false);
    // The next start removes it, and says so.
    expect(existsSync(killedScratch)).toBe(false);
    expect(server.lines.some((line) => line.includes('removed scratch files'))).toBe(true);

    const target = await uploader(embeddedUrlOf(dataDir));
    const answer = await slowUpload(server, target, await bigJpeg(), () =>
      server.signal('SIGINT', { group: true }),
    );
    expect(answer.status, answer.body).toBe(201);
    expect(await server.exited).toBe(0);
    expect(logProblems(server.lines)).toEqual([]);
    const messages = server.lines.map(
      (line) => JSON.parse(line) as { msg: string; component?: string; time: number },
    );
    // By the time each line was logged (two lines logged in the same millisecond can reach stdout in
    // either order): the last request, then PostgreSQL's shutdown, then "stopped".
    const stopped = messages.find((m) => m.msg === 'stopped');
    const postgresDown = messages.find(
      (m) => m.component === 'postgres' && m.msg.includes('database system is shut down'),
    );
    const lastRequest = messages.findLast((m) => m.msg === 'request completed');
    expect(lastRequest && postgresDown && stopped).toBeTruthy();
    expect(postgresDown!.time).toBeGreaterThanOrEqual(lastRequest!.time);
    expect(stopped!.time).toBeGreaterThanOrEqual(postgresDown!.time);
  }, 120_000);

  it('SIGTERM with DATABASE_URL: readiness turns false at once, the upload in flight completes, exit 0, no stack trace', async () => {
    const databaseUrl = await createTestDatabase();
    const server = await startServerProcess({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: databaseUrl,
      SHUTDOWN_DELAY_SECONDS: '3',
    });
    servers.push(server);
    const target = await uploader(databaseUrl);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    // An open event stream (a staff screen) must not keep the server from stopping.
    const streamEnded = new Promise<void>((resolve, reject) => {
      http
        .get(`${server.url}/api/events`, { headers: { cookie: target.staffCookie } }, (response) => {
          expect(response.statusCode).toBe(200);
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    let readiness: Promise<{ ready: number; body: unknown; live: number }> | undefined;
    const answer = await slowUpload(server, target, await bigJpeg(), () => {
      server.signal('SIGTERM');
      // While the load balancer is told (SHUTDOWN_DELAY_SECONDS), the server still answers.
      readiness = waitForHttp(`${server.url}/health/ready`, 3_000, 503).then(async (ready) => ({
        ready: ready.status,
        body: await ready.json(),
        live: (await fetch(`${server.url}/health/live`)).status,
      }));
    });
    expect(answer.status, answer.body).toBe(201);
    await streamEnded;
    expect(await readiness).toEqual({ ready: 503, body: { status: 'draining' }, live: 200 });
    expect(await server.exited).toBe(0);
    expect(logProblems(server.lines)).toEqual([]);
  }, 120_000);
});

describe('npm start killed with kill -9', () => {
  it('the server notices its wrapper is gone, stops in order and frees the port for the next start', async () => {
    const databaseUrl = await createTestDatabase();
    const port = await findFreePort();
    // What scripts/start.mjs does: run the server as its child with JURADO_PARENT_PID set.
    const wrapper = startProcess(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('node:child_process');
         spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
           stdio: 'inherit',
           env: { ...process.env, JURADO_PARENT_PID: String(process.pid) },
         });`,
      ],
      {
        cwd: REPO_ROOT,
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          DATA_DIR: tempDataDir(),
          PORT: String(port),
          HOST: '127.0.0.1',
          AUTH_SECRET: PROCESS_AUTH_SECRET,
          ADMIN_PASSWORD: 'process-admin-password',
        },
      },
    );
    try {
      await wrapper.waitForLine((line) => line.includes('Jurado is running'), 90_000);
      const serverPid = (
        JSON.parse(wrapper.lines.find((l) => l.includes('Jurado is running'))!) as { pid: number }
      ).pid;
      wrapper.signal('SIGKILL');
      await wrapper.exited;
      // The server's lines still reach the test through the pipe the wrapper handed it.
      const said = (text: string) => wrapper.lines.some((line) => line.includes(text));
      await expect
        .poll(() => said('npm start exited without stopping the server'), { timeout: 10_000 })
        .toBe(true);
      await expect.poll(() => isAlive(serverPid), { timeout: 15_000, interval: 200 }).toBe(false);
      expect(said('"msg":"stopped"')).toBe(true);

      // The next start gets the port.
      const next = await startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDataDir(),
        PORT: String(port),
      });
      servers.push(next);
      expect((await fetch(`${next.url}/health/live`)).status).toBe(200);
    } finally {
      await wrapper.kill();
    }
  }, 120_000);
});
