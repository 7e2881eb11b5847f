import type { Client, InferResponseType } from './client';

/**
 * The browser's one client for the worker: JSON in and out, the error shape of the API, bearer
 * tokens kept per kind of user, refresh before expiry, and the 401 → /requestlogin rule.
 */

const KINDS = ['user', 'admin', 'chain', 'hotel', 'union'] as const;
export type Kind = (typeof KINDS)[number];
export type StaffKind = Exclude<Kind, 'user'>;

export type ApiIssue = { path: string; code: string; message: string };

/** An answer that was not 2xx; `code` is the API's stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];
  /** Facts the answer adds for the user, e.g. `hotel_tel` when a cancellation fee applies. */
  readonly details: Record<string, unknown>;
  constructor(
    status: number,
    code: string,
    message: string,
    issues: ApiIssue[] = [],
    details: Record<string, unknown> = {},
  ) {
    super(message || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.details = details;
  }
}

export type Session = { access_token: string; refresh_token: string; expires_at: number };
type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 120_000;
const storageKey = (kind: Kind) => `tomaru.session.${kind}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getSession(kind: Kind): Session | null {
  const raw = storage()?.getItem(storageKey(kind));
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<Session>;
    if (
      typeof s.access_token === 'string' &&
      typeof s.refresh_token === 'string' &&
      typeof s.expires_at === 'number'
    ) {
      return s as Session;
    }
  } catch {
    // A damaged entry is the same as no session.
  }
  return null;
}

function saveSession(kind: Kind, pair: TokenPair): Session {
  const session = {
    access_token: pair.access_token,
    refresh_token: pair.refresh_token,
    expires_at: Date.now() + pair.expires_in * 1000,
  };
  storage()?.setItem(storageKey(kind), JSON.stringify(session));
  for (const fn of listeners) fn(kind, false);
  return session;
}

export function clearSession(kind: Kind): void {
  storage()?.removeItem(storageKey(kind));
  for (const fn of listeners) fn(kind, false);
}

const listeners = new Set<(kind: Kind, otherTab: boolean) => void>();
const SESSION_KEY = /^tomaru\.session\.(.+)$/;
/** Another tab stored or cleared a session: the browser says so with a `storage` event. */
function fromOtherTab(event: StorageEvent) {
  const kind = SESSION_KEY.exec(event.key ?? '')?.[1];
  if (kind) for (const fn of listeners) fn(kind as Kind, true);
}

/**
 * Calls `fn` whenever a session is stored or cleared, in this tab or (`otherTab`) another one;
 * returns the unsubscribe function.
 */
export function onSessionChange(fn: (kind: Kind, otherTab: boolean) => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', fromOtherTab);
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', fromOtherTab);
  };
}

let unauthorizedHandler: (() => void) | undefined;
/** The shell sets what a 401 does (send the user to /requestlogin with the current path). */
export function setUnauthorizedHandler(fn: () => void): void {
  unauthorizedHandler = fn;
}

async function readError(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const err = (
    body as { error?: { code?: unknown; message?: unknown; issues?: unknown; details?: unknown } } | undefined
  )?.error;
  return new ApiError(
    res.status,
    typeof err?.code === 'string' ? err.code : `http_${res.status}`,
    typeof err?.message === 'string' ? err.message : res.statusText,
    Array.isArray(err?.issues) ? (err.issues as ApiIssue[]) : [],
    err?.details && typeof err.details === 'object' ? (err.details as Record<string, unknown>) : {},
  );
}

async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw await readError(res);
  return (await res.json()) as T;
}

/** Signs in; the pair is kept for that kind of user. Throws ApiError (login_failed, too_many_attempts…). */
export async function login(
  kind: Kind,
  credentials: { email: string; password: string } | { login_id: string; password: string },
): Promise<void> {
  const path = kind === 'user' ? '/api/login' : `/api/${kind}login`;
  saveSession(kind, await postJson<TokenPair>(path, credentials));
}

const inflight = new Map<Kind, Promise<Session | null>>();

/**
 * Swaps the refresh token for a new pair (the old one dies: rotation). One refresh at a time per
 * kind, also across tabs (Web Locks), so a rotated token is never presented twice.
 */
function refreshSession(kind: Kind): Promise<Session | null> {
  const running = inflight.get(kind);
  if (running) return running;
  const seen = getSession(kind)?.refresh_token;
  const run = async (): Promise<Session | null> => {
    const current = getSession(kind);
    if (!current) return null;
    // Another tab refreshed while we waited for the lock: use its pair.
    if (current.refresh_token !== seen && current.expires_at - Date.now() > REFRESH_MARGIN_MS) return current;
    try {
      return saveSession(
        kind,
        await postJson<TokenPair>('/api/refreshtoken', { refresh_token: current.refresh_token }),
      );
    } catch (e) {
      if (e instanceof ApiError && (e.status === 401 || e.status === 422)) clearSession(kind);
      return null;
    }
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const locked: Promise<Session | null> = locks
    ? (locks.request(`tomaru-refresh-${kind}`, run) as unknown as Promise<Session | null>)
    : run();
  const promise = locked.finally(() => inflight.delete(kind));
  inflight.set(kind, promise);
  return promise;
}

/** A valid access token for `kind`, refreshed first when it is about to expire; null when signed out. */
async function accessToken(kind: Kind): Promise<string | null> {
  const s = getSession(kind);
  if (!s) return null;
  if (s.expires_at - Date.now() > REFRESH_MARGIN_MS) return s.access_token;
  return (await refreshSession(kind))?.access_token ?? null;
}

/** Keeps `kind`'s session fresh while mounted: refreshes shortly before each expiry. */
export function keepSessionFresh(kind: Kind): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const s = getSession(kind);
    if (!s) return;
    const wait = Math.max(0, s.expires_at - Date.now() - REFRESH_MARGIN_MS);
    timer = setTimeout(() => void refreshSession(kind), Math.min(wait, 2 ** 31 - 1));
  };
  const off = onSessionChange((k) => k === kind && schedule());
  schedule();
  return () => {
    clearTimeout(timer);
    off();
  };
}

export type ApiOptions = {
  /** Whose token to send; omit for public calls. */
  kind?: Kind;
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The `me` lookup and the IP lookup answer 401 without sending the user anywhere. */
  noAuthRedirect?: boolean;
  signal?: AbortSignal;
};

/**
 * Signs `kind` in again without leaving the page (the back-office frame opens a sign-in dialog over
 * the screen); resolves true once a new session is stored, false when the user gives up.
 */
export type Reauthenticate = (kind: Kind) => Promise<boolean>;
let reauthenticate: Reauthenticate | undefined;
/**
 * While set, a call whose session died (refresh refused) asks `fn` to sign in again and is then
 * sent once more, so nothing the user typed is lost; unset (or given up), the 401 rule applies.
 * Returns the function that unsets it.
 */
export function setReauthenticate(fn: Reauthenticate): () => void {
  reauthenticate = fn;
  return () => {
    if (reauthenticate === fn) reauthenticate = undefined;
  };
}

type SendOptions = { kind?: Kind | undefined; noAuthRedirect?: boolean | undefined };

/**
 * Sends one request with `kind`'s token: a 401 gets one refresh and one retry, then (when the page
 * allows it) a sign-in without leaving the page and one more retry. Any other non-2xx answer throws
 * ApiError; a final 401 also runs the shell's redirect unless told not to.
 */
async function sendWithSession(
  url: string,
  init: RequestInit,
  { kind, noAuthRedirect }: SendOptions,
): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    else headers.delete('authorization');
    return fetch(url, { ...init, headers });
  };
  let res = await send(kind ? await accessToken(kind) : null);
  if (res.status === 401 && kind && getSession(kind)) {
    // The token may have died early (revoked elsewhere): one refresh, one retry.
    const renewed = await refreshSession(kind);
    if (renewed) res = await send(renewed.access_token);
  }
  // Only a session the server refused (refresh 401/422 clears it) asks for a sign-in; a network
  // failure of the refresh is not a dead session.
  if (
    res.status === 401 &&
    kind &&
    !noAuthRedirect &&
    !getSession(kind) &&
    reauthenticate &&
    (await reauthenticate(kind))
  ) {
    res = await send(await accessToken(kind));
  }
  if (!res.ok) {
    const error = await readError(res);
    if (res.status === 401 && !noAuthRedirect) unauthorizedHandler?.();
    throw error;
  }
  return res;
}

/**
 * A `fetch` for the typed client (`hc`): `kind`'s token, refresh, sign-in again, and ApiError for
 * any answer that is not 2xx, so a fetcher only ever reads a success body.
 */
export function sessionFetch(kind?: Kind, options: { noAuthRedirect?: boolean } = {}): typeof fetch {
  return (input, init) =>
    sendWithSession(input instanceof Request ? input.url : String(input), init ?? {}, {
      kind,
      noAuthRedirect: options.noAuthRedirect,
    });
}

async function authorizedFetch(path: string, options: ApiOptions, accept: string): Promise<Response> {
  const { kind, method = options.body === undefined ? 'GET' : 'POST', query, body, signal } = options;
  const qs = query
    ? new URLSearchParams(
        Object.entries(query)
          .filter((e): e is [string, string | number] => e[1] !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return sendWithSession(
    qs ? `${path}?${qs}` : path,
    { method, headers, body: body === undefined ? null : JSON.stringify(body), signal: signal ?? null },
    { kind, noAuthRedirect: options.noAuthRedirect },
  );
}

/** Calls the API and returns its JSON; a non-2xx answer throws ApiError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const res = await authorizedFetch(path, options, 'application/json');
  return (await res.json()) as T;
}

/** Signs out: revokes the refresh token on the server (best effort) and forgets the pair. */
export async function logout(kind: Kind): Promise<void> {
  const token = await accessToken(kind);
  const s = getSession(kind);
  if (s && token) {
    try {
      await postJson('/api/api/logout', { refresh_token: s.refresh_token }, token);
    } catch {
      // Already expired or revoked: signing out locally is what matters.
    }
  }
  clearSession(kind);
}

/**
 * Who is signed in (`/api/api/me`, typed from the worker): `id` is the hotel, chain or union (the
 * entity), `account_id` the account itself. Read through `api()`, so the shell's first chunk carries
 * no typed-client code (the guest top page's budget).
 */
export type Me = InferResponseType<Client['api']['api']['me']['$get'], 200>;
export const getMe = (kind: Kind) => api<Me>('/api/api/me', { kind, noAuthRedirect: true });
