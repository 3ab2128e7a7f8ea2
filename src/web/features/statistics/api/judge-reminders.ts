import { useMutation } from '@tanstack/react-query';
import type { JudgeRole } from '../../../../domain/roles';
import { api } from '../../../lib/api';

export type JudgeRemindersResult = {
  sent: { judgeId: string; username: string; role: JudgeRole; pending: number }[];
};

/** POST …/judge-reminders: an email now to every judge of the contest with pending work. */
export function useSendJudgeReminders() {
  return useMutation({
    mutationFn: (contestId: string) =>
      api<JudgeRemindersResult>(`/api/admin/stats/contests/${contestId}/judge-reminders`, { method: 'POST' }),
  });
}
