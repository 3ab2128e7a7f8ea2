import path from 'node:path';
import { loadConfig } from './config';
import { sharedBuffersFor, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createLogger } from './lib/logger';
import { DRAIN_TIMEOUT_MS, startServer, stopServer, type RunningServer } from './server';

// Past the drain time, closing the rest must not take long: then exit anyway (with an error).
const HARD_STOP_MS = DRAIN_TIMEOUT_MS + 15_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    createLogger('info').fatal((error as Error).message);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);

  // What has been started so far: a signal may come at any point of the start-up.
  const running: { embedded?: EmbeddedDatabase; server?: RunningServer } = {};
  let stopping = false;

  // A terminal's Ctrl-C reaches this process and its parents (npm, scripts/start.mjs), which pass it on
  // too: the second and later signals only say it is already under way.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.info({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    log.info({ signal }, 'stopping: finishing the requests in flight');
    setTimeout(() => {
      log.error('the server did not stop in time; exiting');
      process.exit(1);
    }, HARD_STOP_MS).unref();
    // While starting there is nothing to drain; the embedded PostgreSQL still stops last (its exit hook).
    if (running.server) await stopServer(running.server, log, config);
    await running.embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        log.error({ err: error }, 'the server did not stop cleanly');
        process.exit(1);
      });
    });
  }
  watchParent(
    () =>
      void stop('SIGTERM').catch((error: unknown) => {
        log.error({ err: error }, 'the server did not stop cleanly');
        process.exit(1);
      }),
  );
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log.info({ dataDir: config.dataDir }, 'no DATABASE_URL: starting the embedded PostgreSQL');
    running.embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: 'jurado',
      log,
      sharedBuffersMb: sharedBuffersFor(),
    });
    databaseUrl = running.embedded.url;
  }
  if (stopping) return;
  running.server = await startServer({
    config,
    log,
    databaseUrl,
    webDir: path.resolve('dist/web'),
    terminal: process.stdout.isTTY === true,
  });
  if (stopping) return;
  log.info({ url: config.publicUrl }, `Jurado is running at ${config.publicUrl}`);
}

/**
 * Started by `npm start` (scripts/start.mjs, which sets JURADO_PARENT_PID): when that wrapper dies
 * without passing a signal on (kill -9), this process is re-parented; it then stops in order instead of
 * holding the port and the database, so the next `npm start` does not fail with EADDRINUSE.
 */
function watchParent(onOrphaned: () => void): void {
  const parent = Number(process.env.JURADO_PARENT_PID);
  if (!Number.isInteger(parent) || parent <= 0 || process.ppid !== parent) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    createLogger('warn').warn({ parent }, 'npm start exited without stopping the server: stopping');
    onOrphaned();
  }, 1_000);
  timer.unref();
}

main().catch((error: unknown) => {
  createLogger('fatal').fatal(
    { err: error },
    `could not start: ${(error as Error)?.message ?? String(error)}`,
  );
  process.exit(1);
});
