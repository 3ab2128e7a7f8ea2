/**
 * Where a server .cpuprofile (BENCH_CPU_PROF=1) spends its time: self time by package (node_modules
 * package, Jurado's own code, Node internals, GC, idle) and the top functions.
 *   npx tsx bench/profile.ts .tmp/bench-prof/CPU.….cpuprofile [top]
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

function packageOf(url: string, name: string): string {
  if (name === '(garbage collector)') return '(gc)';
  if (name === '(idle)') return '(idle)';
  if (name === '(program)') return '(program)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.includes('/src/')) return `jurado ${/\/src\/([^/]+\/[^/]+)/.exec(url)?.[1] ?? ''}`;
  if (url.startsWith('node:') || url === '') return 'node internals';
  return url;
}

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const busy = total - (byPackage.get('(idle)') ?? 0);
const line = (label: string, us: number) =>
  `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / busy).toFixed(1).padStart(5)}% of busy  ${label}`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log('\nself time by package');
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(pkg, us));
console.log('\nself time by function');
for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(fn, us));
