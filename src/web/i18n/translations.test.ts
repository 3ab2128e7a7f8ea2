import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors';
import en from './en.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

function has(tree: Tree, dotted: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[part];
  }
  return typeof node === 'string' && node.length > 0;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('translations', () => {
  it('say every API error code in Portuguese and English', () => {
    for (const code of ERROR_CODES) {
      expect(has(pt as Tree, `errors.${code}`), `pt errors.${code}`).toBe(true);
      expect(has(en as Tree, `errors.${code}`), `en errors.${code}`).toBe(true);
    }
  });

  it('say every validation message key used by the domain and the server in both languages', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const keys = new Set<string>();
    for (const file of [
      ...sourceFiles(path.join(root, 'domain')),
      ...sourceFiles(path.join(root, 'server')),
    ]) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /['"`](errors\.[a-zA-Z]+(?:\.[a-zA-Z]+)*)['"`]/g,
      )) {
        keys.add(match[1]);
      }
    }
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      expect(has(pt as Tree, key), `pt ${key}`).toBe(true);
      expect(has(en as Tree, key), `en ${key}`).toBe(true);
    }
  });
});
