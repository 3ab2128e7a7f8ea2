import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web takes every answer's type from the API document (lib/api.ts's client, generated from
// src/contract) or from src/contract itself, never restates one: a request whose caller names its
// answer's type (`answer<…>`) or a cache entry shaped by hand (`setQueryData<{ … }>`) would compile
// against itself and break in the browser when the server's answer changes.

const WEB = path.resolve(import.meta.dirname, '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('answer types in the web', () => {
  it('come from the contract: no request typed by its caller, no cache entry typed with an inline object', () => {
    const inline = /\banswer<(?!D>)|\b(setQueryData|getQueryData)<\{/;
    const offenders = sourcesUnder(WEB).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          inline.test(line) ? [`${path.relative(WEB, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
