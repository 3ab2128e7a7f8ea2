import { useState } from 'react';
import { useMe } from '../../../lib/session';

/** Where a pre-filter judge's "can undo" is kept in this tab (one per judge: a shared computer). */
export const undoMemoryKey = (judgeId: string) => `jurado.preFilter.canUndo.${judgeId}`;

function read(key: string | null): boolean {
  if (key === null) return false;
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether the pre-filter judge's last decision may be offered for undo, kept in this tab's session
 * storage so a reload keeps the button. The server stays the judge of it: an undo no longer
 * possible (scored since, published) is refused with its reason.
 */
export function useUndoMemory(): [boolean, (value: boolean) => void] {
  const judgeId = useMe().data?.id ?? null;
  const key = judgeId === null ? null : undoMemoryKey(judgeId);
  const [chosen, setChosen] = useState<{ key: string | null; value: boolean } | null>(null);
  const value = chosen && chosen.key === key ? chosen.value : read(key);
  const set = (next: boolean) => {
    setChosen({ key, value: next });
    if (key === null) return;
    try {
      if (next) sessionStorage.setItem(key, 'true');
      else sessionStorage.removeItem(key);
    } catch {
      // Without storage the button lasts until the page is left, as before.
    }
  };
  return [value, set];
}
