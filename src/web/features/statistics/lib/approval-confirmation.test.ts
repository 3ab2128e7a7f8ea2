import { describe, expect, it } from 'vitest';
import { approvalConfirmation } from './approval-confirmation';

const mail = { recipients: 7, notQueued: 7, queued: 0, sent: 0, failed: 0 };

describe('the approval emails confirmation', () => {
  it('promises mail only to those not notified yet', () => {
    expect(approvalConfirmation(mail)).toEqual({ key: 'confirm', count: 7 });
    expect(approvalConfirmation({ ...mail, notQueued: 2, sent: 5 })).toEqual({ key: 'confirm', count: 2 });
  });

  it('says everyone was notified when all 7 were sent, instead of promising 7 emails again', () => {
    expect(approvalConfirmation({ ...mail, notQueued: 0, sent: 7 })).toEqual({
      key: 'confirmAllNotified',
      count: 7,
    });
  });

  it('says nobody is approved yet', () => {
    expect(approvalConfirmation({ ...mail, recipients: 0, notQueued: 0 }).key).toBe('confirmNone');
  });
});
