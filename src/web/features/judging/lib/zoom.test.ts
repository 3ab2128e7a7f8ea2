import { describe, expect, it } from 'vitest';
import {
  clampView,
  swipeStep,
  percentOfOriginal,
  fitScale,
  fitView,
  isZoomed,
  MAX_SCALE,
  panBy,
  pinchView,
  toggleZoom,
  wheelScale,
  zoomAt,
} from './zoom';

const content = { width: 3000, height: 2000 };
const stage = { width: 1000, height: 800 };
const centre = { x: 0, y: 0 };

describe('zoom maths', () => {
  it('fits the whole photo in the stage and never enlarges a small one', () => {
    expect(fitScale(content, stage)).toBeCloseTo(1 / 3);
    expect(fitScale({ width: 400, height: 300 }, stage)).toBe(1);
    expect(fitView(content, stage)).toEqual({ scale: 1 / 3, x: 0, y: 0 });
    expect(isZoomed(fitView(content, stage), content, stage)).toBe(false);
  });

  it('toggles to 100 % keeping the clicked point under the pointer, and back to the whole photo', () => {
    const fit = fitView(content, stage);
    // A click 300 px right of the centre, on the photo's point 900 px right of its centre.
    const zoomed = toggleZoom(fit, { x: 300, y: 0 }, content, stage);
    expect(zoomed.scale).toBe(1);
    expect(zoomed.x).toBeCloseTo(300 - 900);
    expect(zoomed.y).toBe(0);
    expect(isZoomed(zoomed, content, stage)).toBe(true);
    expect(toggleZoom(zoomed, centre, content, stage)).toEqual(fit);
  });

  it('keeps the photo’s edges outside the stage while panning', () => {
    const zoomed = zoomAt(fitView(content, stage), 1, centre, content, stage);
    // At 100 % the photo overflows by 2000 px across and 1200 px down: 1000 and 600 each way.
    expect(panBy(zoomed, -5000, 0, content, stage)).toEqual({ scale: 1, x: -1000, y: 0 });
    expect(panBy(zoomed, 200, 9000, content, stage)).toEqual({ scale: 1, x: 200, y: 600 });
    // The whole photo on screen cannot move.
    expect(panBy(fitView(content, stage), 100, 100, content, stage)).toEqual(fitView(content, stage));
  });

  it('bounds the scale between the whole photo and 200 %', () => {
    expect(clampView({ scale: 10, x: 0, y: 0 }, content, stage).scale).toBe(MAX_SCALE);
    expect(clampView({ scale: 0.01, x: 50, y: 50 }, content, stage)).toEqual(fitView(content, stage));
  });

  it('turns the wheel into steps of 25 % per notch, in and out', () => {
    expect(wheelScale(1, -100)).toBeCloseTo(1.25);
    expect(wheelScale(1, 100)).toBeCloseTo(0.8);
    expect(wheelScale(1, 0)).toBe(1);
  });

  it('follows two fingers: their distance sets the scale, their middle drags the photo', () => {
    const start = { scale: 0.5, x: 0, y: 0 };
    const spread = pinchView(
      start,
      { middle: centre, distance: 100 },
      { middle: centre, distance: 200 },
      content,
      stage,
    );
    expect(spread).toEqual({ scale: 1, x: 0, y: 0 });
    const moved = pinchView(
      { scale: 1, x: 0, y: 0 },
      { middle: centre, distance: 100 },
      { middle: { x: 50, y: -40 }, distance: 100 },
      content,
      stage,
    );
    expect(moved).toEqual({ scale: 1, x: 50, y: -40 });
  });
});

describe('the zoom told to the judge', () => {
  it('is a share of the original’s pixels, not of the 3000 px rendition', () => {
    const original = { width: 4000, height: 3000 };
    const content = { width: 3000, height: 2250 };
    expect(percentOfOriginal(1, content, original)).toBe(75);
    expect(percentOfOriginal(2, content, original)).toBe(150);
  });

  it('is the rendition’s scale when the photo is no larger than the rendition, or its size is unknown', () => {
    const size = { width: 2000, height: 1500 };
    expect(percentOfOriginal(1, size, size)).toBe(100);
    expect(percentOfOriginal(1.25, size, null)).toBe(125);
  });
});

describe('a swipe on the whole photo', () => {
  it('moves to the next photo leftwards and the previous one rightwards', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(90, -20)).toBe(-1);
  });

  it('is not a short or mostly vertical movement', () => {
    expect(swipeStep(-30, 0)).toBeNull();
    expect(swipeStep(-80, 70)).toBeNull();
  });
});
