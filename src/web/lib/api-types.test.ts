import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web takes every answer's type from src/contract (`import type`), never restates one (issue 12):
// a request typed with an inline object (`api<{ … }>`) or a cache entry shaped by hand would compile
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
  it('come from the contract: no request or cache entry typed with an inline object', () => {
    const inline = /\b(api|apiUpload|setQueryData|getQueryData)<\{/;
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
