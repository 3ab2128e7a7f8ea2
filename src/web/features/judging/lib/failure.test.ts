import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { failureMessage, isEntryGone } from './failure';

const t = ((key: string) => `translated:${key}`) as unknown as TFunction;

describe('what a judge reads when an action fails', () => {
  it('gives the server’s reason when there is one (not "try again")', () => {
    expect(failureMessage(new ApiError(409, 'ENTRY_NOT_APPROVED', 'x'), t, 'try again')).toBe(
      'translated:errors.ENTRY_NOT_APPROVED',
    );
    expect(failureMessage(new ApiError(409, 'EVALUATION_PENDING', 'x'), t, 'try again')).toBe(
      'translated:errors.EVALUATION_PENDING',
    );
  });

  it('keeps the screen’s message for failures that say nothing actionable', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK', 'x'), t, 'try again')).toBe('try again');
    expect(failureMessage(new ApiError(500, 'INTERNAL', 'x'), t, 'try again')).toBe('try again');
    expect(failureMessage(new Error('boom'), t, 'try again')).toBe('try again');
  });

  it('knows an entry pulled back by the pre-filter has left the judge’s work', () => {
    expect(isEntryGone(new ApiError(409, 'ENTRY_NOT_APPROVED', 'x'))).toBe(true);
    expect(isEntryGone(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
  });
});
