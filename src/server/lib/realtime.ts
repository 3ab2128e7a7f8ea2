import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Queryable } from '../db/transaction';
import { connectionName } from '../db/client';
import { listenOn, notify } from './realtime.repo';

export const EVENTS_CHANNEL = 'jurado_events';

/** publishSoon sends an event at most once per this many milliseconds (per type and contest). */
export const COALESCE_MS = 100;

/**
 * What changed, never the data itself: listeners refetch through the normal, permission-checked
 * endpoints. So an event can go to every staff connection without leaking anything.
 */
export type RealtimeEvent =
  | { type: 'contest-progress'; contestId: string }
  | { type: 'contest-updated'; contestId: string }
  | { type: 'emails'; contestId: string }
  /** Local to this instance: events may have been missed (the listener reconnected); refetch all. */
  | { type: 'resync' };

/** A lost connection is expected (a database restart): its reason, without a stack. */
function reasonOf(error: unknown): { code?: string; reason?: string } {
  const e = error as { code?: string; message?: string } | undefined;
  return { code: e?.code, reason: e?.message };
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 2_000;

export type Realtime = {
  /** Sends the event when the caller's transaction commits (pg_notify is transactional). */
  publish(db: Queryable, event: RealtimeEvent): Promise<void>;
  /**
   * Sends an event about a change that has already committed, coalesced: the first of a burst goes
   * at once, the others within COALESCE_MS become one more event at the end of the window, so the
   * last change is always announced. Events are hints to refetch, so one per window is enough, and
   * each NOTIFY is a transaction with its own commit (a WAL flush): 200 judges saving in one contest
   * would otherwise pay one per save. Never throws; a failure is logged.
   */
  publishSoon(event: RealtimeEvent): void;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  stop(): Promise<void>;
};

/**
 * PostgreSQL LISTEN/NOTIFY fans events out to every server instance; each instance forwards them to
 * its own browsers over server-sent events. No extra broker.
 */
export async function startRealtime(connectionString: string, log: FastifyBaseLogger): Promise<Realtime> {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  function deliver(event: RealtimeEvent) {
    for (const listener of listeners) listener(event);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      application_name: connectionName('listen'),
    });
    next.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      let event: RealtimeEvent;
      try {
        event = JSON.parse(message.payload) as RealtimeEvent;
      } catch {
        return;
      }
      deliver(event);
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (stopped) return;
      log.warn(reasonOf(error), 'realtime listener lost its connection; reconnecting');
      reconnect(0);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await listenOn(next, EVENTS_CHANNEL);
    } catch (error) {
      lost = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  /**
   * Tries again, forever, waiting RECONNECT_MIN_MS doubling up to RECONNECT_MAX_MS between tries. Events
   * sent while the connection was down were missed: once back, every listener gets a `resync`.
   */
  function reconnect(attempt: number) {
    const delay = attempt === 0 ? 0 : Math.min(RECONNECT_MIN_MS * 2 ** (attempt - 1), RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          log.info({ attempts: attempt + 1 }, 'realtime listener reconnected');
          deliver({ type: 'resync' });
        },
        (error: unknown) => {
          if (attempt % 10 === 0) {
            log.warn({ ...reasonOf(error), attempt }, 'realtime listener cannot reconnect yet');
          }
          reconnect(attempt + 1);
        },
      );
    }, delay);
  }
  await connect();

  async function send(db: Queryable | pg.Client, event: RealtimeEvent) {
    await notify(db, EVENTS_CHANNEL, JSON.stringify(event));
  }

  // Per event: whether another one arrived since the last send, and the timer closing the window.
  const windows = new Map<string, { isPending: boolean; timer: NodeJS.Timeout }>();
  // The listening connection sends them too, one at a time (a pg client runs one query at a time):
  // a hint never waits for, or takes, one of the pooled connections the requests need.
  let sending = Promise.resolve();
  function sendNow(event: RealtimeEvent) {
    sending = sending
      .then(() => {
        if (!client) throw new Error('the listener is reconnecting');
        return send(client, event);
      })
      .catch((error: unknown) => log.warn({ err: error, event }, 'realtime event not sent'));
  }
  function closeWindow(key: string, event: RealtimeEvent) {
    const window = windows.get(key);
    if (!window) return;
    if (!window.isPending || stopped) {
      windows.delete(key);
      return;
    }
    window.isPending = false;
    sendNow(event);
    window.timer = setTimeout(() => closeWindow(key, event), COALESCE_MS);
  }

  return {
    async publish(db, event) {
      await send(db, event);
    },
    publishSoon(event) {
      if (stopped) return;
      const key = JSON.stringify(event);
      const window = windows.get(key);
      if (window) {
        window.isPending = true;
        return;
      }
      sendNow(event);
      windows.set(key, { isPending: false, timer: setTimeout(() => closeWindow(key, event), COALESCE_MS) });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
