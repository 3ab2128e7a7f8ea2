import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';

/** GET /api/participant/feedback: the judges' comments and areas on the caller's published entries. */
export function useFeedbackPack() {
  return useQuery({
    queryKey: ['participant', 'feedback'],
    queryFn: ({ signal }) => answer(client.GET('/api/participant/feedback', { signal })),
  });
}
