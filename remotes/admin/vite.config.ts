import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper shared by all apps (no types needed)
import { appConfig } from '../../vite.base.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const config = appConfig({
  name: 'admin',
  base: '/remotes/admin/',
  outDir: here('../../dist/public/remotes/admin'),
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
