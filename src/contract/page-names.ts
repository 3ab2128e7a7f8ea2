import type { Locale } from '../domain/locales';

/**
 * The names a signed-in screen's page and the web agree on (server/modules/first-frame writes them,
 * web/lib/first-frame.ts and web/i18n read them; web/public/start-app.js, plain JavaScript, spells the
 * frame's id itself). Plain values, no zod: the web imports this module as a value.
 */
export const pageNames = {
  /** The page's JSON block of first answers. */
  answersId: 'jurado-first-frame',
  /** The server's drawing of the screen, which the app replaces. */
  drawnFrameId: 'server-frame',
  /** The language this browser remembers, repeated for the server. */
  languageCookie: 'jurado-language',
} as const;

/** What the server gives web/server-frame.tsx to draw a screen. */
export type FrameInput = {
  /** The screen to draw: its path and query string, as the app will open it. */
  url: string;
  locale: Locale;
  /** The answers the page carries, under the web's query keys. */
  queries: { key: readonly unknown[]; data: unknown }[];
};
