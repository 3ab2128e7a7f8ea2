import { useMutation } from '@tanstack/react-query';
import type { JudgeRemindersResult } from '../../../../contract/adjudication';
import { api } from '../../../lib/api';

export type { JudgeRemindersResult };

/** POST …/judge-reminders: an email now to every judge of the contest with pending work. */
export function useSendJudgeReminders() {
  return useMutation({
    mutationFn: (contestId: string) =>
      api<JudgeRemindersResult>(`/api/admin/stats/contests/${contestId}/judge-reminders`, { method: 'POST' }),
  });
}
