import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { ENTRY_FILES } from './entry-files.js';

/**
 * Writes .br and .gz beside every text asset once the bundle is on disk (after Vite's own final
 * rewrites), so the server never compresses static files on the fly.
 */
function precompress(): Plugin {
  return {
    name: 'taller:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const buffer = readFileSync(file);
        if (buffer.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(buffer, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buffer, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

const srcDir = path.resolve(import.meta.dirname, 'src');
const entryFiles = new Set(ENTRY_FILES.map((file) => path.join(srcDir, file)));
/** React, the typed client, the three shared auth modules, and the bundler's own helpers. */
const entryPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|openapi-fetch)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]auth[\\/](auth-messages|login-check|roles)\.ts$|^\0/;
const isEntryModule = (id: string) => entryFiles.has(id.split('?')[0]!) || entryPackages.test(id);
/** The libraries every signed-in screen uses (their own dependencies come with them). */
const everyScreenPackages =
  /[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|zod|react-hook-form|@hookform|@radix-ui|react-hot-toast|eventsource-parser|react-hotkeys-hook)[\\/]/;
/** The app's shared code and the shared package, but for the two widgets of heavy libraries. */
const shellModules =
  /[\\/]apps[\\/]web[\\/]src[\\/](app|components|lib|resource|api)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]/;
const heavyWidgets = /[\\/]components[\\/]ui[\\/](record-combobox|drag-and-drop)\./;

/**
 * Decision 020's chunks (its addendum "three chunks for every signed-in screen"): the sign-in
 * page's modules in one chunk; the libraries and the shared code every signed-in screen runs in
 * two more; each screen's own code split automatically. A group moves modules and their
 * dependencies out of import order, so every module runs in its source order
 * (strictExecutionOrder).
 */
const chunkGroups = [
  { name: 'signin', test: isEntryModule, priority: 30 },
  { name: 'vendor', test: (id: string) => everyScreenPackages.test(id), priority: 20 },
  {
    name: 'shell',
    test: (id: string) => shellModules.test(id) && !heavyWidgets.test(id),
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
      // Uploaded files are served by the API server too.
      '/media/': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: { strictExecutionOrder: true, codeSplitting: { groups: chunkGroups } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // The longest component tests (the order editors) pass 5 s when the machine is busy, as
    // CI's shared runners are; a hang still fails, as on the server (30 s).
    testTimeout: 30_000,
  },
});
