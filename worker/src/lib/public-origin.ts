import type { Bindings } from '../env';

/** The origin a local run serves on (`wrangler dev`), when PUBLIC_ORIGIN is not configured. */
export const LOCAL_ORIGIN = 'http://localhost:8787';

/**
 * The site's own origin for every link in every mail: the configured PUBLIC_ORIGIN, never the
 * request's Host (a forged Host would make a reset mail link to another site).
 */
export function publicOrigin(env: Pick<Bindings, 'PUBLIC_ORIGIN'> | undefined): string {
  return (env?.PUBLIC_ORIGIN || LOCAL_ORIGIN).replace(/\/+$/, '');
}
