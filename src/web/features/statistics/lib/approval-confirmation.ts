import type { ApprovalEmailStatus } from '../api/types';

/**
 * What the "send approval emails" confirmation promises: mail to the participants not yet notified
 * (after all 7 were sent, a second press still promised mail to all 7), or that everyone
 * has been notified already, or that nobody is approved yet.
 */
export function approvalConfirmation(mail: ApprovalEmailStatus): {
  key: 'confirm' | 'confirmAllNotified' | 'confirmNone';
  count: number;
} {
  if (mail.recipients === 0) return { key: 'confirmNone', count: 0 };
  if (mail.notQueued === 0) return { key: 'confirmAllNotified', count: mail.recipients };
  return { key: 'confirm', count: mail.notQueued };
}
