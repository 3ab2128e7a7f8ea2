/**
 * What ran in each long task of a page load: the main thread's tasks of a Chrome trace, each with the
 * call tree of the JavaScript samples taken during it (React's own recursion folded away), named by
 * the web build's source maps when they are there. For a Lighthouse trace with JS samples:
 *
 *   BENCH_LH_PROFILE=1 BENCH_LH_TRACE=.tmp/lh npx tsx bench/lighthouse-details.ts rankings
 *   npx tsx bench/trace-tasks.ts .tmp/lh/_admin_rankings.trace.json [min task ms, 20] [min samples, 5]
 *
 * Source names need a build with maps: `NODE_ENV=production npx vite build --sourcemap` (the same
 * bundles, each with its .map beside it). Times are the trace's own (unthrottled: Lighthouse's phone
 * profile simulates its 4× slower CPU afterwards, so each task counts about four times as long).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type CallFrame = { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };

const ASSETS = path.resolve('dist/web/assets');
/** React's recursion over the tree: many frames deep, and the same in every task. */
const FOLDED =
  /^(recursivelyTraverse\w*|commit\w*OnFiber|commitHookEffectListMount|flushSyncWorkAcrossRoots\w*|completeRoot|performUnitOfWork|workLoop\w*|beginWork|completeUnitOfWork|insertOrAppendPlacementNode\w*)\s/;

const [file, minTaskMs = '20', minSamples = '5'] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [min task ms] [min samples]');
const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(raw) ? raw : raw.traceEvents;

// The renderer's main thread: the CrRendererMain thread that ran the most tasks.
const threadNames = new Map<string, string>();
for (const e of events)
  if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
const taskCounts = new Map<string, number>();
for (const e of events) {
  const thread = `${e.pid}:${e.tid}`;
  if (e.name === 'RunTask' && threadNames.get(thread) === 'CrRendererMain')
    taskCounts.set(thread, (taskCounts.get(thread) ?? 0) + 1);
}
const main = [...taskCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
if (!main || !profile)
  throw new Error('no main thread with JS samples (was it traced with BENCH_LH_PROFILE=1?)');

// The samples: nodes and (time, node) pairs from the profile's chunks.
const nodes = new Map<number, ProfileNode>();
const samples: { node: number; ts: number }[] = [];
let ts = Number((profile.args?.data as { startTime: number }).startTime);
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.id !== profile.id || e.pid !== profile.pid) continue;
  const data = e.args?.data as {
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
  };
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (data.cpuProfile?.samples ?? []).forEach((node, i) => {
    ts += data.timeDeltas?.[i] ?? 0;
    samples.push({ node, ts });
  });
}

const maps = new Map<string, TraceMap | null>();
function nameOf(frame: CallFrame): string {
  const base = path.basename(frame.url ?? '');
  if (base.endsWith('.js') && !maps.has(base)) {
    const mapFile = path.join(ASSETS, `${base}.map`);
    maps.set(base, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(base);
  if (map) {
    const at = originalPositionFor(map, {
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    if (at.source)
      return `${at.name ?? frame.functionName}  ${at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line}`;
  }
  return `${frame.functionName || '(anonymous)'}  ${base}`;
}
const names = new Map<number, string>();
const labelOf = (id: number) => {
  if (!names.has(id)) names.set(id, nameOf(nodes.get(id)!.callFrame));
  return names.get(id)!;
};

type Tree = { count: number; children: Map<string, Tree> };
function print(tree: Tree, depth: number) {
  const children = [...tree.children].sort((a, b) => b[1].count - a[1].count);
  for (const [label, child] of children) {
    if (child.count < Number(minSamples)) continue;
    console.log(`${'  '.repeat(depth)}${child.count} ${label}`);
    print(child, depth + 1);
  }
}

const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
const tasks = events
  .filter(
    (e) => `${e.pid}:${e.tid}` === main && e.name === 'RunTask' && (e.dur ?? 0) >= Number(minTaskMs) * 1000,
  )
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
  console.log(
    `\ntask at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms, ${inTask.length} samples`,
  );
  const root: Tree = { count: 0, children: new Map() };
  for (const sample of inTask) {
    const stack: string[] = [];
    for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent) {
      const label = labelOf(id);
      if (!FOLDED.test(label) && !label.startsWith('(root)')) stack.unshift(label);
    }
    let at = root;
    for (const label of stack) {
      if (!at.children.has(label)) at.children.set(label, { count: 0, children: new Map() });
      at = at.children.get(label)!;
      at.count++;
    }
  }
  print(root, 1);
}
