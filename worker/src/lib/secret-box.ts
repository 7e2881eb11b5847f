import type { Bindings } from '../env';
import { ApiError, Status } from './errors';

/** Only for `wrangler dev` and tests: a deployed worker refuses to seal without PAYMENT_SETTINGS_KEY. */
const LOCAL_DEV_KEY = 'tomaru-local-payment-settings-key-not-for-production';

async function keyOf(env: Bindings): Promise<CryptoKey> {
  const secret =
    env.PAYMENT_SETTINGS_KEY ?? (env.APP_ENV === 'local' || env.APP_ENV === 'test' ? LOCAL_DEV_KEY : '');
  if (secret.length < 32) {
    throw new ApiError(Status.SERVICE_UNAVAILABLE, 'internal_error', {
      message: 'PAYMENT_SETTINGS_KEY is not configured',
    });
  }
  // The secret is any string of 32+ characters; its SHA-256 is the AES-256 key.
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Encrypts a provider setting (an Epsilon contract code…) for storage: base64 of a fresh 12-byte
 * IV followed by the AES-GCM ciphertext, so the database alone never reveals it.
 */
export async function sealSecret(env: Bindings, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(env), new TextEncoder().encode(plain)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64(out);
}

/** Decrypts what sealSecret stored; a tampered or foreign value throws. */
export async function openSecret(env: Bindings, stored: string): Promise<string> {
  const bytes = fromBase64(stored);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await keyOf(env),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
