/**
 * Loaded into the server by the soak run (`node --import tsx --import ./bench/event-loop-probe.ts`),
 * never by the app: every SOAK_PROBE_SECONDS (10) it appends one JSON line to SOAK_PROBE_FILE with
 * the event loop's delay over that interval (p99, max, mean in ms; perf_hooks' histogram, 10 ms
 * resolution) and the process's memory. The server gains no route and no code for it.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  setInterval(
    () => {
      const memory = process.memoryUsage();
      const line = {
        at: Date.now(),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
      };
      histogram.reset();
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    Number(process.env.SOAK_PROBE_SECONDS ?? 10) * 1000,
  ).unref();
}
