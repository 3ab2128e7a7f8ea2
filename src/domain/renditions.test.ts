import { describe, expect, it } from 'vitest';
import { fitInside, LARGE_MAX_SIZE } from './renditions';

describe('fitInside', () => {
  it('bounds the long side and keeps the proportions, as the server resizes', () => {
    expect(fitInside({ width: 4000, height: 3000 }, LARGE_MAX_SIZE)).toEqual({ width: 3000, height: 2250 });
    expect(fitInside({ width: 3000, height: 4000 }, LARGE_MAX_SIZE)).toEqual({ width: 2250, height: 3000 });
    expect(fitInside({ width: 6000, height: 4001 }, 1600)).toEqual({ width: 1600, height: 1067 });
  });

  it('never enlarges', () => {
    expect(fitInside({ width: 1200, height: 800 }, LARGE_MAX_SIZE)).toEqual({ width: 1200, height: 800 });
  });
});
