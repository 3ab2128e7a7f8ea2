import {
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/*
 * WCAG 2.2 AA colour contrast (4.5:1 for text) for every colour Mantine draws text with, fixed once in
 * the theme rather than screen by screen. Mantine's own palette misses it for many pairs: a
 * light badge's shade 9 on shade 1 (green 3.8:1, orange 3.6:1, yellow 2.7:1), outline badges and
 * coloured text in shade 6 on white (gray 3.3:1), white on a filled red, blue or gray (3.3–3.9:1).
 * Shades 0–6 keep Mantine's values (fills, backgrounds); shades 7–9, the text shades, are darkened
 * until they read, and the light scheme's text, outline and white-text fills use them.
 */

export const MIN_TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at AA on `background` (unchanged if it does). */
export function readableOn(color: string, background: string): string {
  let candidate = color;
  for (let amount = 0.03; contrast(candidate, background) < MIN_TEXT_CONTRAST && amount < 1; amount += 0.03) {
    candidate = darken(color, amount);
  }
  return candidate;
}

function readablePalette(shades: MantineColorsTuple): MantineColorsTuple {
  const seven = readableOn(shades[7], WHITE);
  const eight = readableOn(shades[8], WHITE);
  // Shade 9 is a light badge's text on shade 1, and text on white.
  const nine = readableOn(readableOn(shades[9], shades[1]), WHITE);
  return [...shades.slice(0, 7), seven, eight, nine] as unknown as MantineColorsTuple;
}

/** Mantine's palette with readable text shades (7–9). */
export const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [name, readablePalette(shades)]),
) as typeof DEFAULT_THEME.colors;

/** Would Mantine's auto-contrast put white text on this fill? (Its own rule and threshold.) */
const takesWhiteText = (fill: string) => luminance(fill) <= DEFAULT_THEME.luminanceThreshold;

/**
 * The light scheme's colour variables: coloured text (`c="teal"`) and outlines in shade 8, and a fill
 * that carries white text darkened to the first shade that carries it at AA.
 */
export const readableColorVariables: CSSVariablesResolver = () => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(readableColors)) {
    light[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-8)`;
    light[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-8)`;
    if (takesWhiteText(shades[6]) && contrast(WHITE, shades[6]) < MIN_TEXT_CONTRAST) {
      const shade = [7, 8, 9].find((s) => contrast(WHITE, shades[s]) >= MIN_TEXT_CONTRAST) ?? 9;
      light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${shade})`;
      light[`--mantine-color-${name}-filled-hover`] =
        `var(--mantine-color-${name}-${Math.min(shade + 1, 9)})`;
    }
  }
  return { variables: {}, light, dark: {} };
};
