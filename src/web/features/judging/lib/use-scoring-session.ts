import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ImprovementArea } from '../../../../domain/improvement-areas';
import { isValidScore } from '../../../../domain/awards';
import { judgingKeys } from '../api/keys';
import { moveScoreCounts, putFeedback, putScore } from '../api/scoring';
import type { ScoringItem } from '../api/types';
import { isEntryGone } from './failure';

type Own = { score: number | null; comment: string | null; feedback: ImprovementArea[] | null };

/**
 * The state of a judging session in the viewer. Opening it freezes the current list, so scoring a
 * pending photo does not pull it from under the judge; the judge's own changes are kept on top of
 * that list and on the grid, and the grid is fetched again when the viewer closes.
 */
export function useScoringSession<T extends ScoringItem>(messages: {
  scoreError: (error: unknown) => void;
  commentError: (error: unknown) => void;
  commentSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<T[] | null>(null);
  const [index, setIndex] = useState(0);
  const [overrides, setOverrides] = useState<Record<string, Partial<Own>>>({});
  // The version of each field's latest local change, so a failing older save never undoes a newer one.
  const versions = useRef(new Map<string, number>());
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const withOwn = useCallback(
    (item: T): T => {
      const own = overrides[item.id];
      return own ? { ...item, ...own } : item;
    },
    [overrides],
  );

  const setOwn = (id: string, patch: Partial<Own>) =>
    setOverrides((all) => ({ ...all, [id]: { ...all[id], ...patch } }));

  const bump = (key: string) => {
    const version = (versions.current.get(key) ?? 0) + 1;
    versions.current.set(key, version);
    return version;
  };

  const saveScore = (item: T, score: number) => {
    if (!isValidScore(score)) return false;
    const before = withOwn(item).score;
    if (before === score) return true;
    const key = `${item.id}:score`;
    const version = bump(key);
    setOwn(item.id, { score });
    // The counters move at once, like the score; a failed save puts both back.
    moveScoreCounts(queryClient, item.contestId, before, score);
    putScore(queryClient, item.id, score).catch((error: unknown) => {
      if (versions.current.get(key) === version) {
        setOwn(item.id, { score: before });
        moveScoreCounts(queryClient, item.contestId, score, before);
      }
      if (isEntryGone(error)) dropGone(item.id);
      messagesRef.current.scoreError(error);
    });
    return true;
  };

  const saveFeedback = (
    item: T,
    body: { comment?: string | null; feedback?: ImprovementArea[] | null },
    isAnnounced: boolean,
  ) => {
    const before = withOwn(item);
    const patch: Partial<Own> = {};
    if (body.comment !== undefined) patch.comment = body.comment?.trim() ? body.comment.trim() : null;
    if (body.feedback !== undefined)
      patch.feedback = body.feedback && body.feedback.length > 0 ? body.feedback : null;
    const key = `${item.id}:feedback`;
    const version = bump(key);
    setOwn(item.id, patch);
    putFeedback(queryClient, item.id, body).then(
      () => {
        if (isAnnounced) messagesRef.current.commentSaved();
      },
      (error: unknown) => {
        if (versions.current.get(key) === version) {
          setOwn(item.id, {
            comment: before.comment,
            feedback: 'feedback' in before ? before.feedback : null,
          });
        }
        if (isEntryGone(error)) dropGone(item.id);
        messagesRef.current.commentError(error);
      },
    );
  };

  // An entry that left the judge's work (the pre-filter took the photo back): out of the viewer,
  // and the grid and counters fetched again, so a retry is never offered for it.
  const dropGone = (id: string) => {
    setSnapshot((items) => items && items.filter((item) => item.id !== id));
    void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
  };

  const open = (items: readonly T[], at: number) => {
    setSnapshot([...items]);
    setIndex(at);
  };

  const close = () => {
    setSnapshot(null);
    void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
  };

  const items = useMemo(() => (snapshot ? snapshot.map(withOwn) : null), [snapshot, withOwn]);
  return { items, index, setIndex, open, close, withOwn, saveScore, saveFeedback };
}
