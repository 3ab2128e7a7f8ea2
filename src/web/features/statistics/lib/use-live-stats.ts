import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/use-server-events';
import { statsKeys } from '../api/keys';

/**
 * Refetches the statistics when a judge changes a contest's progress or approval emails are queued;
 * the data comes from the admin endpoints.
 */
export function useLiveStats() {
  const queryClient = useQueryClient();
  useServerEvents(['contest-progress', 'emails'], () => {
    void queryClient.invalidateQueries({ queryKey: statsKeys.all, refetchType: 'active' });
  });
}
