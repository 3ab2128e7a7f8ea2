import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/use-server-events';
import { judgingKeys } from '../api/keys';

/**
 * Refetches the caller's contests and lists when a contest's progress changes (another judge, or this
 * one in another tab), so counters move without a reload; not while a decision of this screen (a
 * mutation under `busyKey`) is in flight.
 */
export function useLiveProgress(busyKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  useServerEvents(
    ['contest-progress'],
    () => {
      void queryClient.invalidateQueries({ queryKey: judgingKeys.contests });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.lists, refetchType: 'active' });
    },
    () => queryClient.isMutating({ mutationKey: busyKey }) > 0,
  );
}
