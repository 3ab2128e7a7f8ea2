import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  canEnterArea,
  canEnterJudgeRoute,
  homeRouteOf,
  nextStatus,
  roleBadgeColor,
} from './roles';

describe('roles', () => {
  it('sends each role to its own home route', () => {
    expect(homeRouteOf('admin')).toBe('/admin/contests');
    expect(homeRouteOf('participant')).toBe('/participant/dashboard');
    expect(homeRouteOf('pre_filter_judge')).toBe('/judge/pre-filter');
    expect(homeRouteOf('photo_judge_1')).toBe('/judge/photo');
    expect(homeRouteOf('photo_judge_2')).toBe('/judge/photo2');
    expect(homeRouteOf('video_judge_1')).toBe('/judge/video1');
    expect(homeRouteOf('video_judge_2')).toBe('/judge/video2');
  });

  it('sends an unknown role to the participant dashboard', () => {
    expect(homeRouteOf('someone')).toBe('/participant/dashboard');
  });

  it('lets only admins into the admin area and only judges into the judge area', () => {
    expect(canEnterArea('admin', 'admin')).toBe(true);
    expect(canEnterArea('participant', 'admin')).toBe(false);
    expect(canEnterArea('photo_judge_1', 'judge')).toBe(true);
    expect(canEnterArea('photo_judge_1', 'participant')).toBe(false);
    expect(canEnterArea('participant', 'participant')).toBe(true);
  });

  it('keeps each judge on their own judge screen', () => {
    expect(canEnterJudgeRoute('photo_judge_2', '/judge/photo2')).toBe(true);
    expect(canEnterJudgeRoute('photo_judge_2', '/judge/photo')).toBe(false);
    expect(canEnterJudgeRoute('admin', '/judge/photo')).toBe(false);
  });

  it('lets every scoring judge, and no one else, open the adjudication screen', () => {
    for (const role of ['photo_judge_1', 'photo_judge_2', 'video_judge_1', 'video_judge_2'] as const) {
      expect(canEnterJudgeRoute(role, '/judge/adjudication')).toBe(true);
    }
    expect(canEnterJudgeRoute('pre_filter_judge', '/judge/adjudication')).toBe(false);
    expect(canEnterJudgeRoute('admin', '/judge/adjudication')).toBe(false);
    expect(canEnterJudgeRoute('participant', '/judge/adjudication')).toBe(false);
  });

  it('cycles status vip → member → regular → vip', () => {
    expect(nextStatus('vip')).toBe('member');
    expect(nextStatus('member')).toBe('regular');
    expect(nextStatus('regular')).toBe('vip');
  });

  it('colours admin purple, judges blue and participants green', () => {
    expect(roleBadgeColor('admin')).toBe('violet');
    expect(roleBadgeColor('video_judge_2')).toBe('blue');
    expect(roleBadgeColor('participant')).toBe('green');
  });
});

describe('after sign-in', () => {
  it('returns to the page asked for, inside the role’s area', () => {
    expect(afterSignInPath('participant', '/participant/results?page=2')).toBe('/participant/results?page=2');
    expect(afterSignInPath('admin', '/admin/statistics?tab=rankings')).toBe('/admin/statistics?tab=rankings');
    expect(afterSignInPath('photo_judge_1', '/judge/photo')).toBe('/judge/photo');
  });
  it('goes home for another area, another judge’s screen, or anything not a path of this app', () => {
    expect(afterSignInPath('participant', '/admin/contests')).toBe('/participant/dashboard');
    expect(afterSignInPath('photo_judge_1', '/judge/photo2')).toBe('/judge/photo');
    expect(afterSignInPath('participant', '//evil.example/participant')).toBe('/participant/dashboard');
    expect(afterSignInPath('participant', 'https://evil.example/participant')).toBe('/participant/dashboard');
    expect(afterSignInPath('participant', '/\\evil.example')).toBe('/participant/dashboard');
    expect(afterSignInPath('participant', null)).toBe('/participant/dashboard');
    expect(afterSignInPath('admin', '/login')).toBe('/admin/contests');
  });
});
