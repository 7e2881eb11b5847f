/** A failed code-chunk load reloads the page once; another failure within 60 s shows the error page. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'tomaru.chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

type GuardEnv = { storage: Pick<Storage, 'getItem' | 'setItem'>; now: number; reload: () => void };

/**
 * Reloads the page unless it already did so in the last 60 seconds.
 * @returns true when a reload was started.
 */
export function reloadOnceForChunkError(env?: Partial<GuardEnv>): boolean {
  const storage = env?.storage ?? sessionStorage;
  const now = env?.now ?? Date.now();
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  (env?.reload ?? (() => window.location.reload()))();
  return true;
}

/** Vite reports a failed preload of a dynamic import with this event. */
export function installChunkGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
