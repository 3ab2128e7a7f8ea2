import { useEffect, useRef } from 'react';

// Events come in bursts (judges save scores one after another): refresh at most this often.
const REFRESH_GAP_MS = 1000;

/**
 * Listens to GET /api/events (server-sent events fed by PostgreSQL LISTEN/NOTIFY, so they reach every
 * server instance) and calls `refresh` at most once a second after any of `events`, or after
 * 'resync' (the server's listener reconnected to the database: events may have been missed). Events
 * carry ids only: `refresh` refetches what the screen shows. While `isBusy()` says a change of the
 * screen is in flight, the refresh waits: its optimistic state must not be replaced by an older answer.
 */
export function useServerEvents(
  events: readonly string[],
  refresh: () => void,
  isBusy: () => boolean = () => false,
): void {
  const latest = useRef({ refresh, isBusy });
  useEffect(() => {
    latest.current = { refresh, isBusy };
  });
  const names = events.join(' ');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let timer: ReturnType<typeof setTimeout> | null = null;
    const run = () => {
      timer = null;
      if (latest.current.isBusy()) {
        timer = setTimeout(run, REFRESH_GAP_MS);
        return;
      }
      latest.current.refresh();
    };
    const onEvent = () => {
      timer ??= setTimeout(run, REFRESH_GAP_MS);
    };
    const listened = [...names.split(' '), 'resync'];
    for (const name of listened) source.addEventListener(name, onEvent);
    return () => {
      for (const name of listened) source.removeEventListener(name, onEvent);
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [names]);
}
