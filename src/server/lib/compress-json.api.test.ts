import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The country list (public, ~10 KB of JSON) stands for any large answer.
describe('JSON compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const countries = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/locations/countries?locale=pt', headers });

  it('sends a large answer brotli-compressed to a browser that accepts it, and the same JSON', async () => {
    const plain = await countries();
    const compressed = await countries({ 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and sends plain JSON to a client that asks for neither', async () => {
    const gzipped = await countries({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveLength(
      (await countries()).json().length,
    );
    const plain = await countries();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(plain.json())).toBe(true);
  });

  it('leaves a small answer alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
