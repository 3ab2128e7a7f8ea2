import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { pageNames } from '../../contract/page-names';

// The first frame: the page of a signed-in screen may carry the answers the screen
// asks for first (the session, its list), written by the server with the same service call and the
// same access checks as their API routes (server/modules/first-frame). They are put in the query
// cache under the web's own keys before the first render, so the screen draws at once instead of
// after /api/session and its list have come back. Data only: the element is JSON, never run.

type SeededQuery = { key: readonly unknown[]; data: unknown };

/** The seeded answers of a page's JSON block; none when it is missing or not what the server writes. */
export function seededQueriesOf(text: string | null | undefined): SeededQuery[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (q): q is SeededQuery =>
        typeof q === 'object' && q !== null && Array.isArray((q as SeededQuery).key) && 'data' in q,
    );
  } catch {
    return [];
  }
}

/** Seeds the cache from the page once, and removes the block (a later render reads the cache only). */
export function seedFirstFrame(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(pageNames.answersId);
  if (!element) return;
  for (const { key, data } of seededQueriesOf(element.textContent)) queryClient.setQueryData(key, data);
  element.remove();
}

/**
 * True while the page shows the server's drawing of its screen, and on the server as it draws it:
 * the screen's first render must then draw what the server drew (the list, not a loader first).
 */
export function isShowingServerFrame(): boolean {
  return typeof document === 'undefined' || document.getElementById(pageNames.drawnFrameId) !== null;
}

/**
 * Puts the app in the place of the server's drawing of the screen (server/modules/first-frame): the
 * drawing goes and #root shows, in one step, so the screen is never drawn twice nor blank between.
 * A keyboard user who had tabbed into the drawing keeps their place: the app's element at the same
 * place takes the focus.
 */
export function revealApp(doc: Document = document): void {
  const frame = doc.getElementById(pageNames.drawnFrameId);
  const root = doc.getElementById('root');
  if (!frame || !root) return;
  const pending = frame.getAttribute('data-pending-click');
  const text = frame.getAttribute('data-pending-text');
  const focused = doc.activeElement;
  const focusPath = focused && focused !== frame && frame.contains(focused) ? pathIn(frame, focused) : null;
  frame.remove();
  root.removeAttribute('hidden');
  if (focused && focusPath !== null) {
    const same = elementAt(root, focusPath);
    if (same?.tagName === focused.tagName && same.textContent === focused.textContent) same.focus();
  }
  // After this commit, when the app's handlers answer.
  if (pending !== null) setTimeout(() => replayClick(root, pending, text ?? ''), 0);
}

/** Drawn elements only, as start-app.js counts them (the frame also holds React's resource hints). */
const drawnChildren = (parent: Element) => [...parent.children].filter((child) => child.tagName !== 'LINK');

/** An element's place in `container`: its index among its parent's drawn children, at each level. */
function pathIn(container: Element, element: Element): string {
  const places: number[] = [];
  for (let at = element; at !== container && at.parentElement; at = at.parentElement) {
    places.unshift(drawnChildren(at.parentElement).indexOf(at));
  }
  return places.join('.');
}

/** The element at a place written by pathIn (or start-app.js), if there is one. */
function elementAt(root: Element, path: string): HTMLElement | null {
  let element: Element | undefined = root;
  for (const index of path.split('.').map(Number)) element = element && drawnChildren(element)[index];
  return element instanceof HTMLElement ? element : null;
}

/**
 * Clicks the app's element at the place in #root that the frame's tapped button had in the frame
 * (web/public/start-app.js kept it): the same markup, so the same place, checked by its text.
 */
export function replayClick(root: Element, path: string, text: string): boolean {
  const element = elementAt(root, path);
  if (!element || element.textContent !== text) return false;
  element.click();
  return true;
}

/**
 * Called by every screen as it is first drawn (and by the error pages): before the browser paints
 * that screen, the server's frame gives way to it.
 */
export function useScreenDrawn(): void {
  useLayoutEffect(() => revealApp(), []);
}
