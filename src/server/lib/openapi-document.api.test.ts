import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../contract/operations';
import { createTestApp, type TestApp } from '../test/test-app';

// The API document is committed (docs/api/openapi.json) and the web's client types are generated from
// it (scripts/api-types.mjs, run by `npm run typecheck`): a change to a route's contract shows in review
// as a change to the document, and this test fails until it is regenerated with `npm run api:doc`.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCUMENT_FILE = path.join(ROOT, 'docs/api/openapi.json');
const UPDATE = process.env.UPDATE_API_DOC === '1';

type Operation = { operationId?: string; tags?: string[]; summary?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  document = t.app.swagger() as unknown as Document;
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${p}`,
      operation,
    })),
  );

describe('the API document', () => {
  it('gives every operation a unique id, a tag and a summary, from src/contract/operations.ts', () => {
    const all = operations();
    expect(all.filter((o) => !o.operation.operationId || !o.operation.summary).map((o) => o.key)).toEqual([]);
    for (const { key, operation } of all) expect(operation.tags, key).toHaveLength(1);
    const ids = all.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const listed = Object.values(OPERATIONS).flatMap((group) => Object.values(group).map((o) => o.route));
    const present = new Set(all.map((o) => o.key));
    expect(
      listed.filter((key) => !present.has(key)),
      'lines for routes that are gone',
    ).toEqual([]);
  });

  it('describes the fields of the photo upload', () => {
    const upload = document.paths['/api/participant/contests/{id}/photos'].post as Operation & {
      requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const form = upload.requestBody?.content['multipart/form-data'].schema;
    expect(Object.keys(form?.properties ?? {})).toEqual([
      'packageId',
      'currency',
      'paymentConfirmed',
      'file',
    ]);
  });

  it('is committed as the app generates it (npm run api:doc)', () => {
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (UPDATE) writeFileSync(DOCUMENT_FILE, text);
    const hint = 'the API changed: run `npm run api:doc` and review the diff of docs/api/openapi.json';
    expect(readFileSync(DOCUMENT_FILE, 'utf8') === text, hint).toBe(true);
  });
});
