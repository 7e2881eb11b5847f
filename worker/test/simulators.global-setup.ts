import type { TestProject } from 'vitest/node';
import { startSimulators } from '../../scripts/simulators/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The payment simulators' base URL (decision 046); the worker gets it as bindings too. */
    simulatorURL: string;
  }
}

/**
 * Starts the payment simulators on a free loopback port for the whole run; vitest.config.ts hands
 * their URL to the worker as EPSILON_URL, CARD_GATEWAY_URL, … and SIMULATOR_URL. The app origin
 * `http://tomaru.test` is not reachable: the tests post the providers' notifications themselves (read
 * them from `/__sim/orders`), so the simulators record them without sending.
 */
export default async function setup(project: TestProject) {
  const simulators = await startSimulators({
    port: 0,
    appOrigin: 'http://tomaru.test',
    appFetch: async () =>
      new Response('not sent: worker tests post notifications themselves', { status: 202 }),
  });
  project.provide('simulatorURL', simulators.url);
  return () => simulators.close();
}
