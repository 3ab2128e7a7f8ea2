import { startTransition, useEffect, useState } from 'react';

/**
 * True once `isReady` has been true and the browser has had an idle moment, or at once when `isNeeded`.
 * For parts of a screen that are fetched after it is drawn (the viewer), so they do not compete with
 * the first paint, yet are there before anyone reaches for them.
 */
export function useWhenIdle(isReady: boolean, isNeeded: boolean): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (isIdle || !isReady) return;
    // A transition: mounting the part is background work, drawn in slices.
    const mount = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(mount, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(mount, 200);
    return () => clearTimeout(timer);
  }, [isIdle, isReady]);
  return isIdle || isNeeded;
}
