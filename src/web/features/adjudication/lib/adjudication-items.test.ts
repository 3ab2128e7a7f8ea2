import { describe, expect, it } from 'vitest';
import { toScoringItem } from './adjudication-items';

const rest = {
  id: 'e1',
  contestId: 'c1',
  createdAt: '2026-03-01T12:00:00.000Z',
  score: 9,
  comment: 'Forte',
};
/** The adjudication list names the contest on each item; the scoring item keeps only its id. */
const base = { ...rest, contestTitle: 'Casamentos' };

describe('toScoringItem', () => {
  it('makes a photo a photo item with the adjudicator’s own score and comment, and no areas', () => {
    const item = toScoringItem({
      ...base,
      image: { width: 900, height: 600 },
      video: null,
    });
    expect(item).toEqual({
      ...rest,
      width: 900,
      height: 600,
      feedback: null,
    });
  });

  it('makes a film a film item, keeping a title only when the contest shows it', () => {
    const video = {
      provider: 'youtube' as const,
      url: 'https://y/1',
    };
    const item = toScoringItem({ ...base, title: 'Sim', image: null, video });
    expect(item).toEqual({
      ...rest,
      title: 'Sim',
      videoUrl: 'https://y/1',
      provider: 'youtube',
    });
    expect(toScoringItem({ ...base, image: null, video })).not.toHaveProperty('title');
  });
});
