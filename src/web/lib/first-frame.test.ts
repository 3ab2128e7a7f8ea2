import { describe, expect, it } from 'vitest';
import { seededQueriesOf } from './first-frame';

describe('seededQueriesOf', () => {
  it('reads the answers and their keys the server wrote', () => {
    const text = JSON.stringify([
      { key: ['me'], data: { id: 'u1' } },
      { key: ['judging', 'contests'], data: { items: [] } },
    ]);
    expect(seededQueriesOf(text)).toEqual([
      { key: ['me'], data: { id: 'u1' } },
      { key: ['judging', 'contests'], data: { items: [] } },
    ]);
  });

  it('reads the escaped characters as they were', () => {
    const text = '[{"key":["me"],"data":{"username":"\\u003c/script\\u003e \\u0026"}}]';
    expect(seededQueriesOf(text)[0].data).toEqual({ username: '</script> &' });
  });

  it('seeds nothing from a missing, broken or foreign block', () => {
    expect(seededQueriesOf(null)).toEqual([]);
    expect(seededQueriesOf('{')).toEqual([]);
    expect(seededQueriesOf('{"key":["me"]}')).toEqual([]);
    expect(seededQueriesOf('[{"data":1},{"key":"me","data":1}]')).toEqual([]);
  });
});
