import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by a function compiled once per route and status from the route's response
 * schema (src/contract) with fast-json-stringify: it writes the declared fields, in the declared
 * order, and drops any other (as the zod parse did), without walking the value twice. Under test
 * (`checkAgainstContract`) every answer is also parsed by its zod schema, which must accept it, and
 * the compiled writer must give the same text as zod's output through JSON.stringify; so a service
 * that drifts from the contract fails the API tests, and the fast writer never says anything the
 * schema would not (docs/decisions/api-and-code.md, "The API contract").
 */
export function createResponseSerializer(options: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const write = fastJson(writerSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
    if (!options.checkAgainstContract) return write;
    return (data: unknown) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const text = write(data);
      // Field order may differ (the writer puts optional fields last); values may not.
      const expected = JSON.stringify(parsed.data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        let at = 0;
        while (text[at] === expected[at]) at++;
        const around = (json: string) => json.slice(Math.max(0, at - 120), at + 120);
        throw new Error(
          `${method} ${url}: the compiled writer wrote …${around(text)}… where the contract gives …${around(expected)}…`,
        );
      }
      return text;
    };
  };
}

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema the writer is compiled from: every definition inlined, nullable types as type
 * lists, and no `additionalProperties: false` (the writer never writes an undeclared field anyway;
 * kept, it would make a union's branch refuse an answer carrying more than the contract).
 */
export function writerSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    reused: 'inline',
    unrepresentable: 'any',
    // A private registry: ids given with .meta() (for the OpenAPI document) would become $refs here.
    metadata: z.registry<Record<string, unknown>>(),
  }) as JsonSchema;
  return simplify(json);
}

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]`, which zod writes for `.nullable()`, becomes
 * `{ type: [T, 'null'], … }`: fast-json-stringify writes a type list directly, where an anyOf costs a
 * validation per value to choose the branch.
 */
function simplify(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(simplify) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  if (out.additionalProperties === false) delete out.additionalProperties;
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && typeof other?.type === 'string' && other.type !== 'object' && other.type !== 'array') {
      delete out.anyOf;
      const merged: JsonSchema = { ...out, ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) merged.enum = [...(other.enum as unknown[]), null];
      return merged;
    }
  }
  return out;
}
