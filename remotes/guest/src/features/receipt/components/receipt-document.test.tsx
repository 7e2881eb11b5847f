// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import type { Receipt } from '../api/issue-receipt';
import { ReceiptDocument } from './receipt-document';

/** A receipt as POST /api/issuereceipt answers it for an onsen stay with a coupon (hotel 3's kind). */
const receipt: Receipt = {
  receipt_no: 'K7M2Q9X4TA-2',
  issue_no: 2,
  reissue: true,
  issued_at: '2026-08-12T10:15:00+09:00',
  addressee: '株式会社トマル',
  issuer: {
    name: '株式会社みどり荘',
    registration_number: 'T1234567890123',
    hotel_name: '湯の宿 みどり荘',
    postcode: '413-0000',
    address: '静岡県熱海市1-2-3',
    tel: '0557-00-0000',
  },
  reservation: {
    display_id: 'K7M2Q9X4TA',
    stay_start_date: '2026-08-10',
    stay_end_date: '2026-08-12',
    plan_title: '夕朝食付きプラン',
    room_name: '和室',
    room_count: 1,
    payment_method: 'local',
  },
  amounts: {
    subtotal_include_tax: 44000,
    discount_exclude_tax: 1000,
    member_discount_exclude_tax: 0,
    total_include_tax: 42900,
    by_rate: [{ rate_percent: 10, amount_include_tax: 42900, amount_exclude_tax: 39000, tax: 3900 }],
    spa_tax: 600,
    accommodation_tax: 400,
    amount_due: 43900,
  },
};

function renderReceipt(r: Receipt) {
  renderAtRoute('/print', () => <ReceiptDocument receipt={r} />);
}

afterEach(cleanup);

describe('printable receipt', () => {
  it('carries what a qualified simplified invoice needs', async () => {
    renderReceipt(receipt);
    const doc = await screen.findByTestId('receipt');
    expect(within(doc).getByText('株式会社みどり荘')).toBeTruthy();
    expect(screen.getByTestId('registration-number').textContent).toBe('登録番号 T1234567890123');
    expect(within(doc).getByText('K7M2Q9X4TA-2')).toBeTruthy();
    expect(within(doc).getByText('2026年8月12日(水)')).toBeTruthy();
    expect(within(doc).getByText('株式会社トマル 様')).toBeTruthy();
    expect(doc.textContent).toContain('但し 宿泊料金として');
    expect(doc.textContent).toContain('2026年8月10日(月)〜2026年8月12日(水) 夕朝食付きプラン');
    expect(doc.textContent).toContain('10%対象（税込）');
    expect(doc.textContent).toContain('（うち消費税 ￥3,900）');
  });

  it('shows the discount, the bathing and accommodation taxes apart, the amount, and the reissue mark', async () => {
    renderReceipt(receipt);
    expect((await screen.findByTestId('receipt-discount')).textContent).toBe('−￥1,000');
    expect(screen.getByTestId('receipt-spa-tax').textContent).toBe('￥600');
    expect(screen.getByTestId('receipt-accommodation-tax').textContent).toBe('￥400');
    expect(screen.getByTestId('receipt-amount').textContent).toBe('￥43,900');
    expect(screen.getByText('入湯税（不課税）')).toBeTruthy();
    expect(screen.getByTestId('reissue').textContent).toBe('再発行');
  });

  it('has no reissue mark on the first issue and no tax lines that do not apply', async () => {
    renderReceipt({
      ...receipt,
      reissue: false,
      issue_no: 1,
      amounts: { ...receipt.amounts, spa_tax: 0, accommodation_tax: 0, discount_exclude_tax: 0 },
    });
    await screen.findByTestId('receipt');
    expect(screen.queryByTestId('reissue')).toBeNull();
    expect(screen.queryByTestId('receipt-spa-tax')).toBeNull();
    expect(screen.queryByTestId('receipt-discount')).toBeNull();
  });
});
