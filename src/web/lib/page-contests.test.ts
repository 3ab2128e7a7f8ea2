import { describe, expect, it } from 'vitest';
import { withPageContests } from './page-contests';

const contest = (id: string) => ({ id, title: `Contest ${id}` });
const item = (id: string, contestId: string) => ({ id, contestId });

describe('withPageContests', () => {
  it('gives each row its contest from the page, in the rows’ order', () => {
    const rows = withPageContests({
      items: [item('e1', 'b'), item('e2', 'a'), item('e3', 'b')],
      contests: [contest('b'), contest('a')],
    });
    expect(rows.map((r) => [r.id, r.contest.title])).toEqual([
      ['e1', 'Contest b'],
      ['e2', 'Contest a'],
      ['e3', 'Contest b'],
    ]);
  });

  it('is empty without a page, and leaves out a row whose contest the page does not name', () => {
    expect(withPageContests(undefined)).toEqual([]);
    expect(withPageContests({ items: [item('e1', 'x')], contests: [contest('a')] })).toEqual([]);
  });
});
