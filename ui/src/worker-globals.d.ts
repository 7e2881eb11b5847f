// The worker's bindings name Cloudflare's runtime types (D1Database, Fetcher, R2Bucket, HTMLRewriter). Browser packages read
// only the worker's *types* (for the typed client, ./client.ts) and never run that code, so these
// stand in for the runtime types without pulling @cloudflare/workers-types into a DOM program.
interface D1Database {
  readonly __d1: unique symbol;
}
interface Fetcher {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}
// The image sets' bucket (decision 044): the calls the worker makes of it, nothing more.
interface R2Bucket {
  head(key: string): Promise<{ httpEtag: string } | null>;
  get(key: string): Promise<{ body: ReadableStream; size: number; httpEtag: string } | null>;
  put(
    key: string,
    value: ArrayBuffer | ArrayBufferView,
    options?: { httpMetadata?: { contentType?: string }; customMetadata?: Record<string, string> },
  ): Promise<unknown>;
  delete(keys: string | string[]): Promise<void>;
}
/** The runtime's streaming HTML rewriter (worker/src/lib/html-lang.ts), as far as the worker uses it. */
declare class HTMLRewriter {
  on(
    selector: string,
    handlers: {
      element(element: {
        setAttribute(name: string, value: string): void;
        setInnerContent(content: string): void;
      }): void;
    },
  ): HTMLRewriter;
  transform(response: Response): Response;
}
