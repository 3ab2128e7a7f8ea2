import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const MANTINE_EVERYDAY =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|Alert|CloseButton|Anchor|Paper|Group|Stack|Text|Title|Button|Center|Loader|Box)[\\/]/;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress()],
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
            // Mantine's everyday components (inputs, buttons, checkbox, alert, text and layout) are
            // one shared chunk instead of one tiny chunk each: /login needed fifteen of them.
            { name: 'ui-core', test: MANTINE_EVERYDAY, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
