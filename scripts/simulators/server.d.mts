// Types of server.mjs for the TypeScript test setups that start the simulators (worker, e2e).
export type SimulatorOptions = {
  /** The app's origin: return URLs and notifications go there; the card tokens' CORS allows it. */
  appOrigin: string;
  /** Default "sk_local_tomaru" (the worker's CARD_GATEWAY_SECRET). */
  cardSecret?: string;
  /** Default "pk_local_tomaru" (CARD_GATEWAY_PUBLIC_KEY). */
  publicKey?: string;
  /** Default "jtb_local_secret" (JTB_SECRET, the notifications' HMAC key). */
  jtbSecret?: string;
  /** Sends the notifications to the app; default the global fetch. */
  appFetch?: typeof fetch;
  log?: (message: string) => void;
  /** Default 8790; 0 picks a free port. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
};

export declare const DEFAULT_PORT: number;

/** EPSILON_URL, CARD_GATEWAY_URL, CARD_GATEWAY_SCRIPT_URL and JTB_URL for simulators served at `url`. */
export declare function providerUrls(url: string): {
  EPSILON_URL: string;
  CARD_GATEWAY_URL: string;
  CARD_GATEWAY_SCRIPT_URL: string;
  JTB_URL: string;
};

/** Serves the simulators until close(); rejects (code EADDRINUSE) when the port is taken. */
export declare function startSimulators(
  options: SimulatorOptions,
): Promise<{ url: string; close(): Promise<void> }>;
