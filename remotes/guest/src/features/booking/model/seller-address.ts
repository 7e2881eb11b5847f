/**
 * The seller's address on step 3 (特定商取引法): postcode, then the hotel's address as it wrote it in
 * the page's language, with the prefecture put in front only when that address does not already
 * name it ("京都市中京区…" → "京都府 京都市中京区…"; "교토부 교토시…" and "…, Kyoto" as written).
 */
export function sellerAddress(n: { postcode: string; prefecture_name: string; address: string }): string {
  const prefecture = n.prefecture_name && !n.address.includes(n.prefecture_name) ? n.prefecture_name : '';
  return [n.postcode && `〒${n.postcode}`, prefecture, n.address].filter(Boolean).join(' ');
}
