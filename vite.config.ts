import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';

/**
 * Writes foo.js.br and foo.js.gz beside every built script and stylesheet, once, at maximum
 * compression; the server sends them to browsers that accept them (@fastify/static preCompressed).
 * Without it the app's JavaScript travelled uncompressed, four times its gzip size.
 */
function precompress(): Plugin {
  return {
    name: 'jurado-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir ?? '', file);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

type Page = {
  /** Screens (paths under src/web) whose chunks the page fetches alongside the entry. */
  modules: string[];
  /** API requests the page makes first, fetched while its scripts download. */
  requests?: string[];
};

/**
 * Writes the HTML pages: index.html, and one page per signed-in area (admin.html, participant.html,
 * judge.html) that the server sends for that area's paths (src/server/app.ts). Each lists, besides the
 * entry, the chunks of the screens it opens with (<link rel="modulepreload">, and their stylesheets)
 * and its first API requests (<link rel="preload" as="fetch">), so the browser fetches them alongside
 * the entry instead of after the entry has run and asked for them. index.html serves /login, where
 * nearly every visit starts: its chunks are a few KB that other pages would download without running.
 */
function pageHtml(pages: Record<string, Page>): Plugin {
  return {
    name: 'jurado-page-html',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const base = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of (bundle[file] as OutputChunk | undefined)?.imports ?? [])
          closure(imported, into);
      };
      const inEntry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, inEntry);
      for (const [name, page] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const module of page.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/web/${module}`));
          if (!chunk) throw new Error(`pageHtml: no chunk for ${module}`);
          closure(chunk.fileName, files);
        }
        const tags: string[] = [];
        for (const request of page.requests ?? []) {
          tags.push(`<link rel="preload" href="${request}" as="fetch" crossorigin>`);
        }
        for (const file of files) {
          if (inEntry.has(file)) continue;
          tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
          const chunk = bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) {
            tags.push(`<link rel="preload" as="style" crossorigin href="/${sheet}">`);
          }
        }
        const html = base.replace('  </head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
        writeFileSync(path.join(dir, name), html);
      }
    },
  };
}

// Mantine's everyday components (inputs, buttons, checkbox, alert, text and layout) and the app's own
// everyday pieces (language flags, form helpers): what /login and nearly every screen draw.
const EVERYDAY = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|Alert|CloseButton|Anchor|Paper|Group|Stack|Text|Title|Button|Center|Loader|Box)[\\/]/,
  /src[\\/]web[\\/](components[\\/]language-flags|lib[\\/]form)\./,
];
// The admin's date pickers stay out of the grouping below: merged into a neighbour's group they rode
// along to the participant's contest list (+11 KB gzip); left to automatic splitting, only the admin's
// screens that draw them load them.
const ADMIN_DATES = /@mantine[\\/]dates[\\/]/;
// The UI libraries: Mantine, its positioning and scroll-lock helpers, the icons.
const UI_LIBRARIES =
  /node_modules[\\/](@mantine|@floating-ui|@tabler|react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref|tslib|get-nonce|detect-node-es)[\\/]/;

/**
 * The server's first frames (web/server-frame.tsx): the same app, built for Node into dist/web-ssr,
 * with every package inside it, so a production install (whose dependencies are the server's) runs
 * it as it is. Its styles and assets are the browser build's.
 */
const serverFrameBuild = defineConfig({
  root: 'src/web',
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  // React inside the bundle is its production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'server-frame.tsx',
    outDir: '../../dist/web-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { input: 'server-frame.tsx', output: { entryFileNames: 'server-frame.js' } },
  },
});

const browserBuild = defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    pageHtml({
      'index.html': { modules: ['features/auth/login-page.tsx'] },
      'admin.html': { modules: ['app/areas.tsx'] },
      'participant.html': { modules: ['app/areas.tsx'] },
      // Four of the five judge roles use the scoring screen (photo-judge-page is its photo wrapper).
      'judge.html': {
        modules: ['app/areas.tsx', 'features/judging/photo-judge-page.tsx'],
        requests: ['/api/judge/contests'],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Every browser Jurado serves supports <link rel="modulepreload">; one that did not would only
    // fetch later, so the polyfill (fetching the links by hand) is not worth its bytes in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The UI groups are named after every screen that shares them: keep the file names short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('ui~') ? 'assets/ui-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What the entry statically needs (React, the router, i18next, TanStack Query, Mantine's
            // provider) is one file: left to automatic splitting it was ten, each a request on the
            // critical path of every page and its own gzip overhead.
            { name: 'entry-deps', tags: ['$initial'], priority: 2 },
            { name: 'ui-core', test: (id) => EVERYDAY.some((pattern) => pattern.test(id)), priority: 1 },
            // The rest of the UI libraries, grouped by the set of screens that use them, with groups
            // under 8 KB merged into their nearest neighbour: automatic splitting made a signed-in
            // screen load ~40 files (one per icon, per Mantine helper), each a request on its path.
            {
              name: 'ui',
              test: (id) => UI_LIBRARIES.test(id) && !ADMIN_DATES.test(id),
              entriesAware: true,
              entriesAwareMergeThreshold: 8000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverFrameBuild : browserBuild));
