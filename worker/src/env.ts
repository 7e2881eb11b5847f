import type { Db } from '@tomaru/db/client';
import type { UserType } from '@tomaru/domain/enums';

export type Bindings = {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** The image sets' files (R2; a local bucket in dev and tests, decision 044). */
  IMAGES: R2Bucket;
  APP_ENV?: string;
  JWT_SECRET?: string;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  MAIL_TRANSPORT?: string;
  /** 'info' (default) logs every request; 'warn' or 'error' only problems. */
  LOG_LEVEL?: string;
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_TOKEN?: string;
  MAIL_FROM?: string;
  EXTERNAL_LOGIN_URL?: string;
  /** The site's own origin, for links in mails sent by the cron (no request to take it from). */
  PUBLIC_ORIGIN?: string;
  /** "on" closes the site for maintenance: /maintenance answers 503 (decision 054). */
  MAINTENANCE?: string;
  /** Secret (32+ characters) that encrypts the hotels' provider settings at rest (Epsilon contract codes). */
  PAYMENT_SETTINGS_KEY?: string;
  /** Minutes a prepaid reservation holds its room while the guest pays (default 30). */
  PAYMENT_HOLD_MINUTES?: string;
  /** Epsilon's base URL: `${EPSILON_URL}/cgi-bin/order/receive_order3.cgi`, getsales2.cgi, cancel_payment.cgi. */
  EPSILON_URL?: string;
  /** Comma-separated addresses Epsilon's result notifications may come from (empty: any, re-checked anyway). */
  EPSILON_NOTIFY_ALLOW?: string;
  /** The card gateway's API base (`/v1/charges`…) and the tokeniser script the card page loads. */
  CARD_GATEWAY_URL?: string;
  CARD_GATEWAY_SCRIPT_URL?: string;
  CARD_GATEWAY_PUBLIC_KEY?: string;
  /** Secret: the card gateway's API key. */
  CARD_GATEWAY_SECRET?: string;
  /** JTB link payment's API base and merchant id; JTB_SECRET (a secret) signs its notifications. */
  JTB_URL?: string;
  JTB_MERCHANT_ID?: string;
  JTB_SECRET?: string;
};

/** Who is calling, from a verified access token. `entity_id` is the hotel, chain or union managed. */
export type Principal = {
  type: UserType;
  /** staff_accounts.account_id for the back office, members.member_id for a member. */
  account_id: number;
  entity_id: number;
  name: string;
  session_id: string;
  exp: number;
};

type Variables = {
  db: Db;
  /** The current time in Unix seconds; tests inject their own clock. */
  now: () => number;
  principal: Principal;
  requestId: string;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
