import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

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

/**
 * Adds <link rel="modulepreload"> (and stylesheet preloads) to index.html for the chunks of the given
 * screens, so the browser fetches them alongside the entry instead of after the entry has run and
 * asked for them. Used for the sign-in screen, where nearly every visit starts: a few KB that other
 * pages download without running, against a round trip and the entry's run time saved on /login.
 */
function preloadScreens(modules: string[]): Plugin {
  return {
    name: 'jurado-preload-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const inEntry = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of (bundle[file] as OutputChunk | undefined)?.imports ?? [])
            visit(imported, into);
        };
        if (entry) visit(entry.fileName, inEntry);
        const scripts = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/web/${module}`));
          if (!chunk) throw new Error(`preloadScreens: no chunk for ${module}`);
          visit(chunk.fileName, scripts);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const file of scripts) {
          if (inEntry.has(file)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          });
          const css = (bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
            .viteMetadata?.importedCss;
          for (const sheet of css ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${sheet}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}

// Mantine's everyday components (inputs, buttons, checkbox, alert, text and layout) and the app's own
// everyday pieces (language flags, form helpers): what /login and nearly every screen draw.
const EVERYDAY = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|Alert|CloseButton|Anchor|Paper|Group|Stack|Text|Title|Button|Center|Loader|Box)[\\/]/,
  /src[\\/]web[\\/](components[\\/]language-flags|lib[\\/]form)\./,
];
// The UI libraries: Mantine, its positioning and scroll-lock helpers, the icons.
const UI_LIBRARIES =
  /node_modules[\\/](@mantine|@floating-ui|@tabler|react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref|tslib|get-nonce|detect-node-es)[\\/]/;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress(), preloadScreens(['features/auth/login-page.tsx'])],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
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
              test: UI_LIBRARIES,
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
