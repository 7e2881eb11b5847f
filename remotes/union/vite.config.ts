import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper shared by all apps (no types needed)
import { appConfig } from '../../vite.base.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const config = appConfig({
  name: 'union',
  base: '/remotes/union/',
  outDir: here('../../dist/public/remotes/union'),
  federation: { filename: 'remoteEntry.js', exposes: { './routes': './src/routes/index.ts' } },
});

export default defineConfig({
  ...config,
  root: here('.'),
  build: {
    ...config.build,
    rollupOptions: { ...config.build.rollupOptions, input: here('src/build-entry.ts') },
  },
});
