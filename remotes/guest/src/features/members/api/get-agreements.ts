import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

export type Agreement = { agreement_id: number; version: number; title: string; body: string; lang: string };

/** The terms a new member agrees to (the site's, or a hotel's union's or chain's). */
export async function getAgreements(lang: Lang, hotelId?: number): Promise<Agreement> {
  return (await api<{ agreement: Agreement }>('/api/getagreements', { query: { lang, hotel_id: hotelId } }))
    .agreement;
}
