import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper shared by all apps (no types needed)
import { shellConfig } from '../vite.base.mjs';

export default defineConfig(shellConfig());
