// Builds what production runs: the web app (Vite, into dist/web) and the server (esbuild, into
// dist/server: one ES module per command, with node_modules packages left as imports, and the
// migrations copied beside them, where db/client.ts looks for them).
//
//   node scripts/build.mjs                 both, now (`npm run build`)
//   node scripts/build.mjs --if-stale      only what is older than its sources (npm start and the commands)
//   add --web or --server for only one of them
//
// A production install (`npm ci --omit=dev`) has no build tools: it runs the dist/ it was given.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** The commands built into dist/server, by output name. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
  'storage-copy-to-s3': 'src/server/cli/storage-copy-to-s3.ts',
};

const targets = {
  web: {
    output: at('dist/web-ssr/server-frame.js'),
    sources: ['src/web', 'src/domain', 'src/contract'],
    build: buildWeb,
  },
  server: {
    output: at('dist/server/main.js'),
    sources: ['src/server', 'src/domain', 'src/contract'],
    build: buildServer,
  },
};

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(target) {
  if (!existsSync(target.output)) return true;
  const sources = Math.max(...target.sources.map((dir) => newestMtime(at(dir))));
  return sources > statSync(target.output).mtimeMs;
}

function hasPackage(name) {
  return existsSync(at('node_modules', name, 'package.json'));
}

// The browser's app, then the server's build of it that draws signed-in screens' first frames
// (vite.config.ts, serverFrameBuild; into dist/web-ssr).
function buildWeb() {
  for (const extra of [[], ['--ssr']]) {
    const build = spawnSync(
      process.execPath,
      [at('node_modules/vite/bin/vite.js'), 'build', ...extra, '--logLevel', 'warn'],
      // Always the production build of React and its JSX, whatever NODE_ENV the caller has (a test
      // runner's "test" made the server's renderer call a JSX function production React lacks).
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (build.status !== 0) throw new Error('the web build failed');
  }
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const outdir = at('dist/server');
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    // Packages stay imports of node_modules (the production dependencies); our code is bundled.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Shared code goes into chunks beside the entries (not in a subfolder): code that finds files
    // relative to its own module, like the migrations, resolves the same from any of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    // What the build imports from node_modules: a test checks each is a production dependency.
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  // esbuild's helper process would otherwise live as long as `npm start` does.
  await esbuild.stop();
  cpSync(at('src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

/**
 * Builds the named targets: all of them, or with `ifStale` only those older than their sources.
 * Without the build tools (a production install) an existing build is used as it is.
 */
export async function build({ only = ['web', 'server'], ifStale = false } = {}) {
  for (const name of only) {
    const target = targets[name];
    if (ifStale && !isStale(target)) continue;
    const tool = name === 'web' ? 'vite' : 'esbuild';
    if (!hasPackage(tool)) {
      if (existsSync(target.output)) {
        if (existsSync(at(target.sources[0])))
          console.warn(
            `The ${name} sources are newer than dist/, but ${tool} is not installed: using dist/.`,
          );
        continue;
      }
      throw new Error(
        `dist/${name} is missing and ${tool} is not installed: run \`npm install\`, then \`npm run build\`.`,
      );
    }
    console.log(`Building the ${name === 'web' ? 'web app' : 'server'} ...`);
    await target.build();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const only = ['web', 'server'].filter((name) => args.includes(`--${name}`));
  try {
    await build({ only: only.length > 0 ? only : undefined, ifStale: args.includes('--if-stale') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
