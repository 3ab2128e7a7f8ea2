import { useState } from 'react';
import { useMe } from '../../../lib/session';

/** The key under which a judge's choice is kept in this browser (one per judge: a shared computer). */
export const autoAdvanceKey = (judgeId: string) => `jurado.judging.autoAdvance.${judgeId}`;

function read(key: string | null): boolean {
  if (key === null) return false;
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * The photo judges' optional auto-advance (issue 14, inspection): after a score, on to the next
 * photo. Off unless the judge turns it on; remembered per judge in this browser (localStorage).
 */
export function useAutoAdvance(): [boolean, (value: boolean) => void] {
  const judgeId = useMe().data?.id ?? null;
  const key = judgeId === null ? null : autoAdvanceKey(judgeId);
  const [chosen, setChosen] = useState<{ key: string; value: boolean } | null>(null);
  const value = chosen && chosen.key === key ? chosen.value : read(key);
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
