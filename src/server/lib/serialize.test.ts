import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer, writerSchemaOf } from './serialize';

const item = z
  .object({
    id: z.string(),
    score: z.number().nullable(),
    award: z.enum(['gold', 'silver']).nullable(),
    tags: z.array(z.string()),
  })
  .meta({ id: 'SerializeTestItem' });
const page = z.object({ items: z.array(item), total: z.number().int() });

function writerFor(schema: z.ZodType, checkAgainstContract: boolean) {
  const compile = createResponseSerializer({ checkAgainstContract });
  return compile({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);
}

describe('response serializer', () => {
  const value = {
    items: [
      { id: 'a', score: 8.5, award: 'gold', tags: ['x'], secret: 'never written' },
      { id: 'b', score: null, award: null, tags: [] },
    ],
    total: 2,
    extra: true,
  };

  it('writes what zod would write: declared fields only, in order, nulls kept', () => {
    const expected = JSON.stringify(page.parse(value));
    expect(writerFor(page, false)(value)).toBe(expected);
    expect(writerFor(page, true)(value)).toBe(expected);
    expect(expected).not.toContain('secret');
  });

  it('under the contract check, refuses an answer the schema does not accept', () => {
    const write = writerFor(page, true);
    expect(() => write({ items: [{ id: 1, score: null, award: null, tags: [] }], total: 1 })).toThrow();
  });

  it('inlines ids given for the OpenAPI document and writes nullable scalars as type lists', () => {
    const json = JSON.stringify(writerSchemaOf(page));
    expect(json).not.toContain('$ref');
    expect(writerSchemaOf(z.object({ n: z.number().nullable() }))).toMatchObject({
      properties: { n: { type: ['number', 'null'] } },
    });
  });
});
