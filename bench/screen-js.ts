import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readManifest, routeJsSize } from './frontend';

/*
 * The JS (gzip) every screen downloads before it draws, from the last build (dist/web): the entry,
 * the areas' frame for a signed-in screen, and the screen's own chunk, each with its static imports.
 * The bundler groups shared libraries by who imports them, so a change to one screen's imports can
 * move a library into another screen's chunk; the budgets in `npm test` guard /login and the judge
 * grid only, and this shows every screen.
 *
 *   npm run build && npx tsx bench/screen-js.ts --save before.json
 *   (change, build again)
 *   npx tsx bench/screen-js.ts --against before.json
 */

const { values } = parseArgs({ options: { save: { type: 'string' }, against: { type: 'string' } } });

const SCREEN = /^(features\/.+-page|app\/screens\/.+-screen)\.tsx$/;

const manifest = readManifest();
// The screens the entry loads itself are the signed-out ones (e2e/js-budget.spec.ts holds that list);
// every other screen is loaded through the areas' chunk, with its area's frame.
const signedOut = new Set(Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports);
const screens = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && SCREEN.test(key))
  .sort();
const sizes: Record<string, number> = {};
for (const screen of screens) {
  sizes[screen] = routeJsSize(
    manifest,
    signedOut.has(screen) ? [screen] : ['app/areas.tsx', screen],
  ).gzipBytes;
}

const before: Record<string, number> = values.against
  ? (JSON.parse(readFileSync(values.against, 'utf8')) as Record<string, number>)
  : {};
const width = Math.max(...screens.map((s) => s.length));
console.log(`${'screen'.padEnd(width)}  ${'gzip bytes'.padStart(10)}${values.against ? '      change' : ''}`);
for (const screen of screens) {
  const was = before[screen];
  let change = '';
  if (values.against) change = (was === undefined ? 'new' : String(sizes[screen] - was)).padStart(12);
  console.log(`${screen.padEnd(width)}  ${sizes[screen].toString().padStart(10)}${change}`);
}
for (const gone of Object.keys(before).filter((s) => !(s in sizes)))
  console.log(`${gone.padEnd(width)}  (gone)`);
if (values.save) {
  writeFileSync(values.save, JSON.stringify(sizes, null, 2) + '\n');
  console.log(`saved to ${values.save}`);
}
