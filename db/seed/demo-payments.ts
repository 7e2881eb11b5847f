import { hotelEpsilonContracts } from '../schema/index';
import type { Rows } from './demo-booking';

/**
 * The key worker/src/lib/secret-box.ts uses under `wrangler dev` and in tests when
 * PAYMENT_SETTINGS_KEY is not set. The demo exists only in those databases; a worker test opens the
 * seeded code with the worker's openSecret, so the two cannot drift apart unnoticed.
 */
const LOCAL_DEV_KEY = 'tomaru-local-payment-settings-key-not-for-production';

/** The demo's Epsilon contract code: the simulator accepts any 8 digits. */
const DEMO_CONTRACT_CODE = '66666666';

/** The same sealing as secret-box.ts: base64(12-byte IV ‖ AES-256-GCM ciphertext), key = SHA-256(secret). */
async function sealLocal(plain: string): Promise<string> {
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(LOCAL_DEV_KEY));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return btoa(String.fromCharCode(...out));
}

/**
 * Epsilon contracts of hotels 1 and 3 (enabled, card only, Epsilon's fee 3.5 % + ¥0), so their
 * prepayment plans offer Epsilon out of the box. Seeding again leaves the stored rows alone.
 */
export async function demoPaymentRows(): Promise<Rows[]> {
  const updated_at = Math.floor(Date.UTC(2026, 0, 1) / 1000);
  const rows = await Promise.all(
    [1, 3].map(async (hotel_id) => ({
      hotel_id,
      enabled: true,
      contract_code_enc: await sealLocal(DEMO_CONTRACT_CODE),
      contract_code_hint: `••••${DEMO_CONTRACT_CODE.slice(-4)}`,
      st_code: '10000-0000-00000',
      fee_rate_bp: 350,
      fee_fixed: 0,
      updated_at,
    })),
  );
  return [{ table: hotelEpsilonContracts, rows }];
}
