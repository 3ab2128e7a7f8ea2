import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors';
import en from './en.json';
import enSignedIn from './errors/en.json';
import pt from './pt.json';
import ptSignedIn from './errors/pt.json';

type Tree = { [key: string]: string | Tree };

function has(tree: Tree, dotted: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[part];
  }
  return typeof node === 'string' && node.length > 0;
}

function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(full) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function valuesOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(valuesOf);
  return [];
}

/** The common catalog as a signed-in screen has it: the entry's part and the signed-in errors. */
const whole = (entry: object, signedIn: { errors: object }): Tree =>
  ({ ...entry, errors: { ...(entry as { errors: object }).errors, ...signedIn.errors } }) as Tree;
const catalogs = { pt: whole(pt, ptSignedIn), en: whole(en, enSignedIn) };

/** The `errors.…` keys written in the files of a folder (or in one file). */
function errorKeysIn(place: string): string[] {
  const files = existsSync(place) && !/\.tsx?$/.test(place) ? sourceFiles(place) : [place];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`](errors\.[a-zA-Z]+(?:\.[a-zA-Z]+)*)['"`]/g)].map(
      (m) => m[1],
    ),
  );
}

describe('translations', () => {
  it('say every API error code in Portuguese and English', () => {
    for (const code of ERROR_CODES) {
      expect(has(catalogs.pt, `errors.${code}`), `pt errors.${code}`).toBe(true);
      expect(has(catalogs.en, `errors.${code}`), `en errors.${code}`).toBe(true);
    }
  });

  it('carry in the entry every message the public pages can show (sign-in, sign-up, reset, confirm)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    // The general codes and the sign-in ones come first in ERROR_CODES, up to PASSWORD_TOO_LONG.
    const general = ERROR_CODES.slice(0, ERROR_CODES.indexOf('PASSWORD_TOO_LONG') + 1).map(
      (c) => `errors.${c}`,
    );
    const keys = new Set([
      ...general,
      ...[
        'web/features/auth',
        'web/app',
        'web/lib',
        'web/components',
        'contract/auth.ts',
        'server/modules/auth',
        'domain/schemas/account.ts',
        'domain/sign-in.ts',
      ]
        .map((place) => path.join(root, place))
        .flatMap(errorKeysIn),
    ]);
    expect(keys.size).toBeGreaterThan(general.length);
    for (const key of keys) {
      expect(has(pt as Tree, key), `pt ${key}`).toBe(true);
      expect(has(en as Tree, key), `en ${key}`).toBe(true);
    }
    for (const key of Object.keys(ptSignedIn.errors)) expect(pt.errors, key).not.toHaveProperty(key);
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
      expect(has(catalogs.pt, key), `pt ${key}`).toBe(true);
      expect(has(catalogs.en, key), `en ${key}`).toBe(true);
    }
  });

  it('spell honourable mention one way in every English catalog (app, CSV, certificate, badge, gallery)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const featureCatalogs = readdirSync(path.join(root, 'web/features')).map((feature) =>
      path.join(root, 'web/features', feature, 'i18n/en.json'),
    );
    const catalogs = [
      path.join(root, 'web/i18n/en.json'),
      path.join(root, 'web/i18n/errors/en.json'),
      path.join(root, 'server/i18n/en.json'),
      ...featureCatalogs.filter((file) => existsSync(file)),
    ];
    expect(catalogs.length).toBeGreaterThan(5);
    let mentions = 0;
    for (const file of catalogs) {
      // Keys are 'honorable' (the stored award value); only the words shown to people are checked.
      const shown = valuesOf(JSON.parse(readFileSync(file, 'utf8'))).join('\n');
      expect(shown, file).not.toMatch(/\bhonorabl/i);
      mentions += [...shown.matchAll(/\bhonourable/gi)].length;
    }
    expect(mentions).toBeGreaterThan(5);
  });

  it('count the entries of a list in the singular and the plural', async () => {
    const catalogs = await Promise.all(
      ['submissions', 'results'].flatMap((feature) =>
        (['pt', 'en'] as const).map(async (lng) => ({
          feature,
          lng,
          bundle: ((await import(`../features/${feature}/i18n/${lng}.json`)) as { default: Tree }).default,
        })),
      ),
    );
    const i18n = createInstance();
    await i18n.init({ lng: 'pt', interpolation: { escapeValue: false }, resources: {} });
    for (const { feature, lng, bundle } of catalogs) i18n.addResourceBundle(lng, feature, bundle);
    const range = (lng: string, ns: string, key: string, count: number) =>
      i18n.t(key, { lng, ns, from: 1, to: Math.min(count, 50), count });
    for (const [ns, key] of [
      ['submissions', 'submissions.showingRange'],
      ['results', 'list.showingRange'],
    ]) {
      expect(range('pt', ns, key, 1)).toBe('Mostrando 1–1 de 1 inscrição');
      expect(range('pt', ns, key, 2)).toBe('Mostrando 1–2 de 2 inscrições');
      expect(range('en', ns, key, 1)).toBe('Showing 1–1 of 1 submission');
      expect(range('en', ns, key, 120)).toBe('Showing 1–50 of 120 submissions');
    }
    expect(i18n.t('list.showing', { lng: 'pt', ns: 'results', shown: 0, count: 0 })).toBe(
      'Mostrando 0 de 0 inscrições',
    );
    expect(i18n.t('list.showing', { lng: 'en', ns: 'results', shown: 0, count: 1 })).toBe(
      'Showing 0 of 1 submission',
    );
    // Thousands are grouped as each language writes them.
    const far = (lng: string, ns: string, key: string) =>
      i18n.t(key, { lng, ns, from: 1001, to: 1050, count: 50000 });
    for (const [ns, key] of [
      ['submissions', 'submissions.showingRange'],
      ['results', 'list.showingRange'],
    ]) {
      expect(far('pt', ns, key)).toBe('Mostrando 1.001–1.050 de 50.000 inscrições');
      expect(far('en', ns, key)).toBe('Showing 1,001–1,050 of 50,000 submissions');
    }
  });

  it('say "none" where Portuguese would read a zero in the singular ("0 premiação mudaria")', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'pt', interpolation: { escapeValue: false }, resources: {} });
    for (const feature of ['fairness', 'statistics'])
      for (const lng of ['pt', 'en'])
        i18n.addResourceBundle(
          lng,
          feature,
          ((await import(`../features/${feature}/i18n/${lng}.json`)) as { default: Tree }).default,
        );
    const said = (lng: string, ns: string, key: string, count: number) => i18n.t(key, { lng, ns, count });
    expect(said('pt', 'fairness', 'normalised.changed', 0)).toBe(
      'Nenhuma premiação mudaria com as notas normalizadas.',
    );
    expect(said('pt', 'fairness', 'normalised.changed', 1)).toBe(
      '1 premiação mudaria com as notas normalizadas.',
    );
    expect(said('en', 'fairness', 'normalised.changed', 0)).toBe(
      'No award would change with normalised scores.',
    );
    expect(said('pt', 'statistics', 'approval.retried', 0)).toBe(
      'Nenhuma notificação com falha para colocar na fila de novo.',
    );
    expect(said('en', 'statistics', 'approval.retried', 2)).toBe('2 failed notifications queued again.');
  });

  it("write every count as a number in the reader's conventions ({{count, number}}), on screens and in emails", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const catalogFiles = sourceFiles(root, /\/(pt|en)\.json$/);
    expect(catalogFiles.length).toBeGreaterThan(20);
    const raw = catalogFiles.flatMap((file) =>
      valuesOf(JSON.parse(readFileSync(file, 'utf8'))).flatMap((text) =>
        /\{\{(count|total|shown)\}\}/.test(text) ? [`${path.relative(root, file)}: ${text}`] : [],
      ),
    );
    expect(raw).toEqual([]);
  });
});
