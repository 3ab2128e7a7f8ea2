import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Database } from '../db/client';

export const EVENTS_CHANNEL = 'jurado_events';

/**
 * What changed, never the data itself: listeners refetch through the normal, permission-checked
 * endpoints. So an event can go to every staff connection without leaking anything.
 */
export type RealtimeEvent =
  | { type: 'contest-progress'; contestId: string }
  | { type: 'contest-updated'; contestId: string }
  | { type: 'emails'; contestId: string };

export type Realtime = {
  /** Sends the event when the caller's transaction commits (pg_notify is transactional). */
  publish(db: Database['$client'] | PoolClient, event: RealtimeEvent): Promise<void>;
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

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      let event: RealtimeEvent;
      try {
        event = JSON.parse(message.payload) as RealtimeEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch((e) => log.error({ err: e }, 'realtime reconnect failed')), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
  }
  await connect();

  return {
    async publish(db, event) {
      await db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
