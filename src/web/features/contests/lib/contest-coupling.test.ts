import { describe, expect, it } from 'vitest';
import { CONTEST_FORM_DEFAULTS, type ContestInput } from '../../../../domain/contest-rules';
import { applyCoupling, droppedJudges } from './contest-coupling';

const video: ContestInput = {
  ...CONTEST_FORM_DEFAULTS,
  title: 'Filmes',
  startDay: '2026-03-01',
  endDay: '2026-03-10',
  resultDay: '2026-03-20',
  category: 'video',
  photoCategory: null,
  videoJudge1Id: 'v1',
  videoJudge2Id: 'v2',
};

const photo: ContestInput = {
  ...video,
  category: 'photo',
  photoCategory: 'family',
  videoJudge1Id: null,
  videoJudge2Id: null,
  preFilterJudgeId: 'pf',
  photoJudge1Id: 'p1',
  photoJudge2Id: 'p2',
};

describe('the contest form coupling', () => {
  it('Video → Photo → Video gives the video judges back', () => {
    const toPhoto = applyCoupling({ ...video, category: 'photo' }, {});
    expect(toPhoto.values).toMatchObject({
      videoJudge1Id: null,
      videoJudge2Id: null,
      photoCategory: 'wedding',
    });
    const back = applyCoupling({ ...toPhoto.values, category: 'video' }, toPhoto.memory);
    expect(back.values).toEqual(video);
  });

  it('Photo → Video → Photo gives the three photo judges and the family category back', () => {
    const toVideo = applyCoupling({ ...photo, category: 'video' }, {});
    expect(toVideo.values).toMatchObject({
      preFilterJudgeId: null,
      photoJudge1Id: null,
      photoCategory: null,
    });
    const back = applyCoupling({ ...toVideo.values, category: 'photo' }, toVideo.memory);
    expect(back.values).toEqual(photo);
  });

  it('extra on and off gives judge 2 back; a judge chosen meanwhile is not overwritten', () => {
    const extra = applyCoupling({ ...photo, isExtra: true }, {});
    expect(extra.values.photoJudge2Id).toBeNull();
    expect(applyCoupling({ ...extra.values, isExtra: false }, extra.memory).values.photoJudge2Id).toBe('p2');

    const toVideo = applyCoupling({ ...photo, category: 'video' }, {});
    const chosen = { ...toVideo.values, category: 'photo' as const, photoJudge1Id: 'other' };
    expect(applyCoupling(chosen, toVideo.memory).values.photoJudge1Id).toBe('other');
  });

  it('names the stored judges a save would remove', () => {
    expect(droppedJudges(photo, { ...photo, photoJudge2Id: null, preFilterJudgeId: null })).toEqual([
      'preFilterJudgeId',
      'photoJudge2Id',
    ]);
    expect(droppedJudges(null, photo)).toEqual([]);
  });
});
