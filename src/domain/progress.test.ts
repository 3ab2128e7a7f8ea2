import { describe, expect, it } from 'vitest';
import { progressColor, progressOf } from './progress';

describe('judging progress', () => {
  it('is green from 80 %, yellow from 50 %, red below', () => {
    expect(progressColor(1)).toBe('green');
    expect(progressColor(0.8)).toBe('green');
    expect(progressColor(0.7999)).toBe('yellow');
    expect(progressColor(0.5)).toBe('yellow');
    expect(progressColor(0.4999)).toBe('red');
    expect(progressColor(0)).toBe('red');
  });

  it('counts pending work and rounds the percent down, so 100 % means done', () => {
    expect(progressOf(199, 200)).toEqual({
      total: 200,
      evaluated: 199,
      pending: 1,
      percent: 99,
      color: 'green',
    });
    expect(progressOf(4, 5)).toMatchObject({ percent: 80, color: 'green' });
    expect(progressOf(1, 2)).toMatchObject({ percent: 50, color: 'yellow' });
    expect(progressOf(1, 3)).toMatchObject({ percent: 33, pending: 2, color: 'red' });
  });

  it('has no colour when there is nothing to evaluate', () => {
    expect(progressOf(0, 0)).toEqual({ total: 0, evaluated: 0, pending: 0, percent: 0, color: null });
  });
});
