import { useState } from 'react';
import { useMe } from '../../../lib/session';

/**
 * The key under which a judge's choice is kept in this browser (one per judge: a shared computer);
 * films have their own, since their default differs.
 */
export const autoAdvanceKey = (judgeId: string, kind: 'photo' | 'video' = 'photo') =>
  kind === 'photo' ? `jurado.judging.autoAdvance.${judgeId}` : `jurado.judging.autoAdvance.video.${judgeId}`;

function read(key: string | null, fallback: boolean): boolean {
  if (key === null) return fallback;
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/**
 * The judges' auto-advance: after a score, on to the next
 * entry. Photos: off unless the judge turns it on; films: on unless turned off (as they always moved
 * on). Remembered per judge and kind in this browser (localStorage).
 */
export function useAutoAdvance(kind: 'photo' | 'video' = 'photo'): [boolean, (value: boolean) => void] {
  const judgeId = useMe().data?.id ?? null;
  const key = judgeId === null ? null : autoAdvanceKey(judgeId, kind);
  const [chosen, setChosen] = useState<{ key: string; value: boolean } | null>(null);
  const value = chosen && chosen.key === key ? chosen.value : read(key, kind === 'video');
  const set = (next: boolean) => {
    if (key === null) return;
    setChosen({ key, value: next });
    try {
      localStorage.setItem(key, String(next));
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
  };
  return [value, set];
}
