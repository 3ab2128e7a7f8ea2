import { useQuery } from '@tanstack/react-query';
import type { FeedbackPack } from '../../../../contract/participant';
import { api } from '../../../lib/api';

/** GET /api/participant/feedback: the judges' comments and areas on the caller's published entries. */
export function useFeedbackPack() {
  return useQuery({
    queryKey: ['participant', 'feedback'],
    queryFn: ({ signal }) => api<FeedbackPack>('/api/participant/feedback', { signal }),
  });
}
