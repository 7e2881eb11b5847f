// The Vite settings every browser app shares: React, Lingui macros through Babel (only in files that
// import a macro), module federation with one copy of the shared packages, and the minifier that keeps
// the federation placeholder intact on Vite 8. Each app's vite.config.ts is one call: `remoteConfig`
// for a remote, `shellConfig` for the shell (decision 023).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';

const root = new URL('.', import.meta.url);
const uiPackage = JSON.parse(readFileSync(new URL('ui/package.json', root), 'utf8'));
const version = (name) =>
  JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')).version;

const SINGLETONS = [
  'react',
  'react-dom',
  '@lingui/core',
  '@lingui/react',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'react-hook-form',
];

/** The remotes the shell knows, each built into dist/public/remotes/<name>/. */
export const REMOTES = ['guest', 'hotel', 'chain', 'union', 'admin'];

/**
 * Shared with every remote, so only the shell's copy loads: React, Lingui, the router, the query
 * cache and ui/.
 */
export const shared = {
  ...Object.fromEntries(
    SINGLETONS.map((name) => [name, { version: version(name), requiredVersion: version(name) }]),
  ),
  ...Object.fromEntries(
    Object.keys(uiPackage.exports).map((sub) => [
      `@tomaru/ui${sub.slice(1)}`,
      { version: uiPackage.version },
    ]),
  ),
};

const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
});

/** Lingui macros through Babel, for the apps' builds and for component tests. */
export const linguiMacroPlugin = () => babel({ presets: [linguiMacros] });

/** @param {{ name: string, federation: Parameters<typeof federation>[0], base?: string, outDir: string }} app */
function appConfig(app) {
  return {
    base: app.base ?? '/',
    plugins: [
      react(),
      babel({ presets: [linguiMacros] }),
      federation({ name: app.name, shared, ...app.federation }),
    ],
    build: {
      target: 'esnext',
      modulePreload: false,
      // The default Vite 8 minifier emits template strings that break federation's placeholder.
      minify: 'esbuild',
      cssCodeSplit: false,
      outDir: app.outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: {
        // Parallel app builds make the plugin-timing hint fire on every run; it is only noise here.
        checks: { bundlerTimings: false },
        output: {
          // Catalog chunks get names that say what they hold: assets/locale-en-shell-<hash>.js.
          chunkFileNames: (chunk) => {
            const catalog = /\/locales\/([^/]+)\/([^/]+)\.mjs$/.exec(chunk.facadeModuleId ?? '');
            return catalog
              ? `assets/locale-${catalog[1]}-${catalog[2]}-[hash].js`
              : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    server: { fs: { allow: [fileURLToPath(root)] } },
    logLevel: 'warn',
  };
}

const path = (relative) => fileURLToPath(new URL(relative, root));

/**
 * A remote's whole Vite config: it lives in remotes/<name>/, exposes its route list as `./routes`
 * and builds into dist/public/remotes/<name>/.
 * @param {{ name: string }} remote
 */
export function remoteConfig({ name }) {
  const config = appConfig({
    name,
    base: `/remotes/${name}/`,
    outDir: path(`dist/public/remotes/${name}`),
    federation: { filename: 'remoteEntry.js', exposes: { './routes': './src/routes/index.ts' } },
  });
  return {
    ...config,
    root: path(`remotes/${name}`),
    build: {
      ...config.build,
      // Vite needs an input of its own (src/build-entry.ts); the remote's real entry is
      // assets/remoteEntry.js, made by federation.
      rollupOptions: { ...config.build.rollupOptions, input: path(`remotes/${name}/src/build-entry.ts`) },
    },
  };
}

/**
 * The shell's whole Vite config: it builds into dist/public and knows every remote by name (the real
 * URLs come from /remotes.json at run time). `npm run dev` serves it with hot reload; the API, the
 * manifest and the remotes (rebuilt on change) come from wrangler dev.
 */
export function shellConfig() {
  return {
    root: path('shell'),
    ...appConfig({
      name: 'shell',
      outDir: path('dist/public'),
      federation: {
        remotes: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/assets/remoteEntry.js`])),
      },
    }),
    server: {
      port: 5173,
      strictPort: true,
      fs: { allow: [fileURLToPath(root)] },
      proxy: Object.fromEntries(
        ['/api', '/remotes'].map((p) => [p, process.env.TOMARU_WORKER ?? 'http://127.0.0.1:8787']),
      ),
    },
  };
}
