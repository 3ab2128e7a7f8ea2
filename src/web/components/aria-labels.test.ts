import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `aria-label` names an element only when its role can be named: on a plain div, span or p (what
// Mantine's layout components and Text render) it is prohibited, and screen readers ignore it. axe
// reports it only while such an element is on screen (a loader shown while a chunk arrives made the
// axe journey fail now and then), so the sources are read here instead: every layout element given an
// aria-label also gives a role, or renders as another element (`component=`).

const GENERIC = [
  'Center',
  'Box',
  'Group',
  'Stack',
  'Flex',
  'SimpleGrid',
  'Paper',
  'Card',
  'Text',
  'div',
  'span',
  'p',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The opening tags of generic elements in a file: from `<Name` to its `>`, skipping `{…}` and `=>`. */
function genericOpeningTags(text: string): { line: number; tag: string }[] {
  const found: { line: number; tag: string }[] = [];
  for (const match of text.matchAll(new RegExp(`<(${GENERIC.join('|')})\\b`, 'g'))) {
    let i = match.index + match[0].length;
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0 && text[i - 1] !== '=') break;
    }
    found.push({ line: text.slice(0, match.index).split('\n').length, tag: text.slice(match.index, i + 1) });
  }
  return found;
}

describe('aria-label', () => {
  it('is given only with a role on layout elements (div, span, p)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = sources(root);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      genericOpeningTags(readFileSync(file, 'utf8'))
        .filter(({ tag }) => /\baria-label=/.test(tag) && !/\brole=|\bcomponent=/.test(tag))
        .map(
          ({ line, tag }) => `${path.relative(root, file)}:${line} ${tag.replace(/\s+/g, ' ').slice(0, 100)}`,
        ),
    );
    expect(offenders).toEqual([]);
  });
});
