import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { judgingKeys } from '../api/keys';

// Another judge (or this one in another tab) moved a counter: refetch at most this often.
const REFRESH_GAP_MS = 1000;

/**
 * Listens to GET /api/events and refetches the caller's contests and lists when a contest's progress
 * changes, so counters move without a reload. Events carry ids only. While a decision of this screen
 * is in flight the refetch waits: its optimistic state must not be replaced by an older answer.
 */
export function useLiveProgress(busyKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      if (queryClient.isMutating({ mutationKey: busyKey }) > 0) {
        timer = setTimeout(refresh, REFRESH_GAP_MS);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: judgingKeys.contests });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.lists, refetchType: 'active' });
    };
    const onProgress = () => {
      timer ??= setTimeout(refresh, REFRESH_GAP_MS);
    };
    source.addEventListener('contest-progress', onProgress);
    // The server's listener reconnected to the database: events may have been missed.
    source.addEventListener('resync', onProgress);
    return () => {
      source.removeEventListener('contest-progress', onProgress);
      source.removeEventListener('resync', onProgress);
      source.close();
      if (timer) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
}
