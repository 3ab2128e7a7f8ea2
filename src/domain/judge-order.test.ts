import { describe, expect, it } from 'vitest';
import { judgeOrder, type OrderedEntry } from './judge-order';

// The server hashes with md5; any fixed-length hex digest shows the rule (FNV-1a, 32 bits, here).
const fnv = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};

/** Participants p0…p(n-1) with `each` entries each, in one contest. */
function entries(participants: number, each: number, contestId = 'c1'): OrderedEntry[] {
  const list: OrderedEntry[] = [];
  for (let p = 0; p < participants; p++)
    for (let e = 0; e < each; e++) list.push({ id: `e-${p}-${e}`, contestId, participantId: `p${p}` });
  return list;
}

const ids = (list: readonly OrderedEntry[]) => list.map((e) => e.id);

describe('judgeOrder', () => {
  it('never puts two entries of one participant side by side while others remain', () => {
    for (const judge of ['judge-a', 'judge-b', 'judge-c']) {
      const order = judgeOrder(entries(6, 4), judge, fnv);
      expect(order).toHaveLength(24);
      for (let i = 1; i < order.length; i++) {
        // Within a round every participant appears once; across a round's edge, rarely, the same
        // participant may end one round and start the next: never two in a row within a round.
        if (order[i].participantId === order[i - 1].participantId) expect(i % 6).toBe(0);
      }
      // Each run of 6 (a round) holds all 6 participants.
      for (let round = 0; round < 4; round++) {
        const people = new Set(order.slice(round * 6, round * 6 + 6).map((e) => e.participantId));
        expect(people.size).toBe(6);
      }
    }
  });

  it('is the same on every call, differs between judges, and is not the upload order', () => {
    const list = entries(5, 3);
    const first = ids(judgeOrder(list, 'judge-a', fnv));
    expect(ids(judgeOrder([...list].reverse(), 'judge-a', fnv))).toEqual(first);
    expect(ids(judgeOrder(list, 'judge-b', fnv))).not.toEqual(first);
    expect(first).not.toEqual(ids(list));
  });

  it('keeps a tab’s entries in their places when others leave the tab (rounds count every entry)', () => {
    const all = entries(4, 3);
    const full = ids(judgeOrder(all, 'judge-a', fnv));
    const tab = all.filter((_, i) => i % 2 === 0);
    const inTab = new Set(ids(tab));
    expect(ids(judgeOrder(tab, 'judge-a', fnv, all))).toEqual(full.filter((id) => inTab.has(id)));
  });
});
