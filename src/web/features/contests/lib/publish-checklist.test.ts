import { describe, expect, it } from 'vitest';
import { publishConfirmationText } from './publish-checklist';

const t = ((key: string) => key) as never;

describe('publishConfirmationText', () => {
  it('lists each open item with its count, entries still open without one', () => {
    const text = publishConfirmationText(
      {
        submissionsOpen: true,
        pendingPreFilter: 0,
        judgesNotComplete: 2,
        unadjudicatedDisagreements: 1,
        singleScored: 0,
        open: ['submissionsOpen', 'judgesNotComplete', 'unadjudicatedDisagreements'],
      },
      t,
    );
    expect(text.split('\n')).toEqual([
      'lifecycle.publishOpenIntro',
      '• lifecycle.checklist.submissionsOpen',
      '• lifecycle.checklist.judgesNotComplete: 2',
      '• lifecycle.checklist.unadjudicatedDisagreements: 1',
      'lifecycle.publishAnyway',
    ]);
  });

  it('says when nothing is open', () => {
    const clear = {
      submissionsOpen: false,
      pendingPreFilter: 0,
      judgesNotComplete: 0,
      unadjudicatedDisagreements: 0,
      singleScored: 0,
      open: [],
    };
    expect(publishConfirmationText(clear, t)).toBe('lifecycle.publishNothingOpen');
  });
});
