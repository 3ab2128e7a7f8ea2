// The order in which a scoring judge sees a contest's entries: random, the
// same on every visit and every page for that judge, different for each judge, and spread so that
// one participant's entries are not seen together.
//
// Rule: each participant's entries in the contest are numbered in a random order (rounds 0, 1, 2…);
// the judge sees every participant's round-0 entry, then every round-1 entry, and so on; within a
// round, participants come in a random order drawn afresh for each round (so a participant is not
// at the same place in every round). "Random" is a hash of the judge, the contest and the entry (or
// the round and the participant): no state is stored, and the order does not change as entries move
// between tabs or are scored. The SQL twin is `judgeOrderSql` in modules/judging/judging.repo.ts
// (judge-order.api.test.ts checks both give one order). Pre-filter screens keep the newest first.

export type OrderedEntry = { id: string; contestId: string; participantId: string };

/** The hashed text that numbers a participant's entries (the round). */
export function entryKeyText(judgeId: string, entry: OrderedEntry): string {
  return `${judgeId}:${entry.contestId}:${entry.id}`;
}

/** The hashed text that places a participant within a round. */
export function turnKeyText(judgeId: string, entry: OrderedEntry, round: number): string {
  return `${judgeId}:${entry.contestId}:${round}:${entry.participantId}`;
}

/**
 * `entries` (one tab) in the judge's order. `all` is every entry of their contests (any tab): the
 * rounds are counted over it, so an entry's place never depends on the tab. `hash` gives a
 * fixed-length lowercase hex digest (md5 on the server).
 */
export function judgeOrder<T extends OrderedEntry>(
  entries: readonly T[],
  judgeId: string,
  hash: (text: string) => string,
  all: readonly OrderedEntry[] = entries,
): T[] {
  const keyOf = (entry: OrderedEntry) => hash(entryKeyText(judgeId, entry));
  const roundOf = (entry: OrderedEntry) => {
    const key = keyOf(entry);
    return all.filter(
      (other) =>
        other.contestId === entry.contestId &&
        other.participantId === entry.participantId &&
        keyOf(other) < key,
    ).length;
  };
  const placed = entries.map((entry) => {
    const round = roundOf(entry);
    return { entry, round, turn: hash(turnKeyText(judgeId, entry, round)) };
  });
  placed.sort(
    (a, b) => a.round - b.round || compareText(a.turn, b.turn) || compareText(a.entry.id, b.entry.id),
  );
  return placed.map((p) => p.entry);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
