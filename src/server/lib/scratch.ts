import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Scratch files (an upload being received) live under DATA_DIR/tmp, in a folder per server process
 * (named by its pid), never in the system's temp folder: they are on the same disk as the uploads, an
 * operator finds them where the README says, and what a killed process left behind is known to be
 * debris and removed at the next start.
 */
export function scratchDirOf(dataDir: string, pid = process.pid): string {
  return path.join(dataDir, 'tmp', String(pid));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start-up: removes the scratch folders of processes that are gone (killed mid-upload, or a drain
 * cut short) and anything else left in DATA_DIR/tmp. A folder whose pid still runs belongs to another
 * server on the same DATA_DIR and is left alone. Returns what was removed, for the log.
 */
export async function removeStaleScratch(dataDir: string): Promise<{ removed: number }> {
  const root = path.join(dataDir, 'tmp');
  await mkdir(root, { recursive: true });
  let removed = 0;
  for (const name of await readdir(root)) {
    const pid = /^\d+$/.test(name) ? Number(name) : NaN;
    if (pid !== process.pid && Number.isInteger(pid) && pid > 0 && isRunning(pid)) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed++;
  }
  return { removed };
}
