import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper shared by all apps (no types needed)
import { appConfig } from '../vite.base.mjs';

const remote = (name: string) => `/remotes/${name}/assets/remoteEntry.js`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  ...appConfig({
    name: 'shell',
    outDir: fileURLToPath(new URL('../dist/public', import.meta.url)),
    // The real URLs come from /remotes.json at run time; these only declare the names.
    federation: {
      remotes: {
        guest: remote('guest'),
        hotel: remote('hotel'),
        chain: remote('chain'),
        union: remote('union'),
        admin: remote('admin'),
      },
    },
  }),
  server: {
    proxy: { '/api': 'http://localhost:8787', '/remotes': 'http://localhost:8787' },
  },
});
