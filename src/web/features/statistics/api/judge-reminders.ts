import { useMutation } from '@tanstack/react-query';
import type { JudgeRemindersResult } from '../../../../contract/adjudication';
import { answer, client } from '../../../lib/api';

export type { JudgeRemindersResult };

/** POST …/judge-reminders: an email now to every judge of the contest with pending work. */
export function useSendJudgeReminders() {
  return useMutation({
    mutationFn: (contestId: string) =>
      answer(
        client.POST('/api/admin/stats/contests/{id}/judge-reminders', {
          params: { path: { id: contestId } },
        }),
      ),
  });
}
