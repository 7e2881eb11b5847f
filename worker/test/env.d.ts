import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
      /** The payment simulators' base URL (test/simulators.global-setup.ts). */
      SIMULATOR_URL: string;
    }
  }
}
