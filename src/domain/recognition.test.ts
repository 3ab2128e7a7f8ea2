import { describe, expect, it } from 'vitest';
import { badgeAltText, recognitionOf } from './recognition';

const photo = { isPhoto: true, preFilterStatus: 'approved' as const, showEvaluations: true };

describe('recognition', () => {
  it('is an award or honourable mention of a published, counted entry', () => {
    expect(recognitionOf({ ...photo, award: 'awarded' })).toBe('awarded');
    expect(recognitionOf({ ...photo, award: 'honorable' })).toBe('honorable');
    expect(recognitionOf({ ...photo, award: 'not_awarded' })).toBeNull();
    expect(recognitionOf({ ...photo, award: null })).toBeNull();
  });
  it('is nothing before publication, or for a photo out of approved', () => {
    expect(recognitionOf({ ...photo, award: 'awarded', showEvaluations: false })).toBeNull();
    expect(recognitionOf({ ...photo, award: 'awarded', preFilterStatus: 'rejected' })).toBeNull();
    expect(recognitionOf({ ...photo, isPhoto: false, preFilterStatus: 'pending', award: 'awarded' })).toBe(
      'awarded',
    );
  });
});

describe("a badge's alt text", () => {
  it('says the year once, whether or not the contest title has it', () => {
    expect(badgeAltText('Menção Honrosa', 'Casamentos Ação 2026', '2026')).toBe(
      'Menção Honrosa — Casamentos Ação 2026',
    );
    expect(badgeAltText('Award', 'Family portraits', '2026')).toBe('Award — Family portraits 2026');
    // A longer number is not the year.
    expect(badgeAltText('Award', 'Top 20260', '2026')).toBe('Award — Top 20260 2026');
  });
});
