import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../domain/audit-actions';
import en from '../i18n/en.json';
import pt from '../i18n/pt.json';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, dotted: string): unknown {
  let node: unknown = tree;
  for (const part of dotted.split('.')) node = (node as Tree | undefined)?.[part];
  return node;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('the audit screen', () => {
  it('names every action in Portuguese and English (no raw keys such as user.payment)', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(typeof lookup(pt as Tree, `audit.actions.${action}`), `pt ${action}`).toBe('string');
      expect(typeof lookup(en as Tree, `audit.actions.${action}`), `en ${action}`).toBe('string');
    }
  });

  it('knows every action the server writes, including the ones written in SQL', () => {
    const root = path.resolve(import.meta.dirname, '../../../../server');
    const written = new Set<string>();
    for (const file of serverFiles(root)) {
      const source = readFileSync(file, 'utf8');
      // recordAudit(db, actor, 'entity.verb', …) and the score saves' scoreAuditSql(actor, 'entity.verb', …).
      const calls =
        /(?:recordAudit\([^,()]+,\s*[^,()]+|scoreAuditSql\(\s*[^,()]+),\s*['`]([a-z_]+\.[A-Za-z_${}]+)['`]/g;
      for (const match of source.matchAll(calls)) written.add(match[1]);
    }
    const expanded = [...written].flatMap((action) =>
      action.includes('${side}') ? [1, 2].map((side) => action.replace('${side}', String(side))) : [action],
    );
    expect(expanded.length).toBeGreaterThan(15);
    for (const action of expanded) expect(AUDIT_ACTIONS as readonly string[], action).toContain(action);
  });
});
