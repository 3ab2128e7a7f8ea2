import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrast,
  MIN_TEXT_CONTRAST,
  readableColors,
  readableColorVariables,
  readableOn,
} from './accessible-colors';

describe('readable colours (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's gray 6 on white, the ratio axe reported (3.32:1).
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as it needs', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(contrast(readableOn('#e67700', '#fff3bf'), '#fff3bf')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives every colour text shades that read on white, and a light badge text that reads on its fill', () => {
    for (const [name, shades] of Object.entries(readableColors)) {
      if (name === 'dark') continue; // the dark scheme's own greys
      for (const shade of [7, 8, 9]) {
        expect(contrast(shades[shade], '#ffffff'), `${name}.${shade}`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
      expect(contrast(shades[9], shades[1]), `${name} light badge`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      // Fills and backgrounds keep Mantine's look.
      expect(shades.slice(0, 7)).toEqual(DEFAULT_THEME.colors[name as 'gray'].slice(0, 7));
    }
  });

  it('moves white-text fills that fail (gray, red, blue) to a shade that carries white', () => {
    const { light } = readableColorVariables({ ...DEFAULT_THEME, colors: readableColors });
    expect(light['--mantine-color-gray-filled']).toMatch(/gray-[789]\)/);
    expect(light['--mantine-color-red-filled']).toMatch(/red-[789]\)/);
    // Orange carries dark text (auto contrast): its fill stays.
    expect(light['--mantine-color-orange-filled']).toBeUndefined();
    expect(light['--mantine-color-teal-text']).toBe('var(--mantine-color-teal-8)');
  });
});
