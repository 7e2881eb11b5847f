import type { Bindings } from '../env';
import { ApiError, Status } from './errors';

/** The origin a local run serves on (`wrangler dev`), when PUBLIC_ORIGIN is not configured. */
export const LOCAL_ORIGIN = 'http://localhost:8787';

/** wrangler.toml's production value until the deployer writes the real domain there. */
const PLACEHOLDER = 'replace-with-your-domain';

/**
 * The site's own origin for every link in every mail: the configured PUBLIC_ORIGIN, never the
 * request's Host (a forged Host would make a reset mail link to another site). Local and test runs
 * fall back to the local origin; a deployed worker without a real https origin refuses (503) rather
 * than mail links to a placeholder or to localhost, as it refuses to sign tokens without JWT_SECRET.
 */
export function publicOrigin(env: Pick<Bindings, 'PUBLIC_ORIGIN' | 'APP_ENV'> | undefined): string {
  const configured = (env?.PUBLIC_ORIGIN ?? '').replace(/\/+$/, '');
  const local = env?.APP_ENV === 'local' || env?.APP_ENV === 'test' || env?.APP_ENV === undefined;
  if (local) return configured || LOCAL_ORIGIN;
  if (!/^https:\/\/[^/\s]+$/.test(configured) || configured.includes(PLACEHOLDER)) {
    throw new ApiError(Status.SERVICE_UNAVAILABLE, 'internal_error', {
      message: 'PUBLIC_ORIGIN is not configured',
    });
  }
  return configured;
}
