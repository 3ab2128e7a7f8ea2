import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { statsKeys } from '../api/keys';

// Judges save scores in bursts: refetch at most this often.
const REFRESH_GAP_MS = 1000;

/**
 * Listens to GET /api/events (server-sent events fed by PostgreSQL LISTEN/NOTIFY, so it works with
 * several server instances) and refetches the statistics when a judge changes a contest's progress or
 * approval emails are queued. Events carry ids only; the data comes from the admin endpoints.
 */
export function useLiveStats() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      void queryClient.invalidateQueries({ queryKey: statsKeys.all, refetchType: 'active' });
    };
    const onEvent = () => {
      timer ??= setTimeout(refresh, REFRESH_GAP_MS);
    };
    source.addEventListener('contest-progress', onEvent);
    source.addEventListener('emails', onEvent);
    // The server's listener reconnected to the database: events may have been missed.
    source.addEventListener('resync', onEvent);
    return () => {
      source.removeEventListener('resync', onEvent);
      source.removeEventListener('contest-progress', onEvent);
      source.removeEventListener('emails', onEvent);
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
