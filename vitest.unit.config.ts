import { defineConfig } from 'vitest/config';
// @ts-expect-error: plain ESM helper shared with the apps' Vite configs (no types needed)
import { linguiMacroPlugin } from './vite.base.mjs';

// Node-side unit tests: domain rules, the libSQL path of db/, browser components (happy-dom per file)
// and the repository's own checks (scripts/).
export default defineConfig({
  // Components and menus use Lingui macros; Babel touches only the files that import one.
  plugins: [linguiMacroPlugin()],
  test: {
    include: [
      'domain/**/*.test.ts',
      'db/**/*.test.ts',
      'shell/**/*.test.{ts,tsx}',
      'ui/**/*.test.{ts,tsx}',
      'backoffice/**/*.test.{ts,tsx}',
      'remotes/**/*.test.{ts,tsx}',
      'backoffice/**/*.test.{ts,tsx}',
      // Checks of the repository's structure.
      'scripts/**/*.test.ts',
      'scripts/**/*.test.mjs',
      'tests/structure/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
