import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';

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
  build: { target: 'es2022', sourcemap: false, manifest: true },
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
