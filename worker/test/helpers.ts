import { env } from 'cloudflare:test';
import { createApp } from '../src/app';

export const DEMO_PASSWORD = 'Tomaru2026demo';

let addressCounter = 0;
/** A client address of its own, so throttling in one test never touches another. */
export function freshAddress() {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}-${crypto.randomUUID()}`;
}

type CallInit = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  now?: number;
  address?: string;
  headers?: Record<string, string>;
};

/** Calls the app inside workerd with the test D1 database, at an optional injected time (Unix s). */
export async function call(path: string, init: CallInit = {}) {
  const app = createApp(init.now === undefined ? {} : { now: () => init.now as number });
  const headers: Record<string, string> = {
    'CF-Connecting-IP': init.address ?? freshAddress(),
    ...init.headers,
  };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await app.request(
    path,
    { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
    env,
  );
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

export const LOGIN_PATH = {
  admin: '/api/adminlogin',
  chain: '/api/chainlogin',
  union: '/api/unionlogin',
  hotel: '/api/hotellogin',
} as const;

/** Signs in a demo account and returns its token pair. */
export async function signIn(kind: keyof typeof LOGIN_PATH | 'user', login: string, now?: number) {
  const path = kind === 'user' ? '/api/login' : LOGIN_PATH[kind];
  const body =
    kind === 'user'
      ? { email: login, password: DEMO_PASSWORD }
      : { login_id: login, password: DEMO_PASSWORD };
  const res = await call(path, { body, ...(now === undefined ? {} : { now }) });
  if (res.status !== 200) throw new Error(`sign-in of ${login} failed: ${res.status} ${res.text}`);
  return res.json as { access_token: string; refresh_token: string; expires_in: number };
}

/** A Japan-local date `days` from today (stay dates are Tokyo dates). */
export function tokyoDate(days: number): string {
  const now = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/** A booking body for a demo hotel; override what a test is about. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    hotel_id: 1,
    plan_id: 101,
    room_id: 101,
    checkin: tokyoDate(30),
    checkout: tokyoDate(32),
    rooms: [{ male_num: 1, female_num: 1, child_type_1: 1 }],
    checkin_time: '16:00',
    payment_method: 'local',
    lang: 'ja',
    user: {
      last_name: '佐藤',
      first_name: '太郎',
      last_name_kana: 'サトウ',
      first_name_kana: 'タロウ',
      gender: 'man',
      mail1: 'taro@example.com',
      postcode: '100-0001',
      prefecture: 'JP-13',
      address: '千代田区千代田1-1',
      tel1: '090-1234-5678',
      tel1_type: 'cellphone',
    },
    answers: [{ question_id: 11, choice_id: 2 }],
    agree: true,
    ...overrides,
  };
}

/** The demo terms (db/seed/demo-members.ts). */
export const SITE_AGREEMENT = 1;

/** An e-mail address no other test uses. */
export function newEmail(prefix = 'member') {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`;
}

/** A valid createuser body in Japanese; override what a test is about. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    last_name: '鈴木',
    first_name: '一郎',
    last_name_kana: 'スズキ',
    first_name_kana: 'イチロウ',
    gender: 'man',
    tel1: '090-1111-2222',
    tel1_type: 'cellphone',
    postcode: '100-0001',
    prefecture: 'JP-13',
    address: '千代田区千代田1-1',
    birthday: '1985-06-15',
    dm_opt_in: false,
    agreement_id: SITE_AGREEMENT,
    agree: true,
    lang: 'ja',
    ...overrides,
  };
}
