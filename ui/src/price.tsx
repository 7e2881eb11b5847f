import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatYen } from './format';

/** "from ¥8,500 / person / night (tax incl.)": the lowest price per adult per night. */
export function FromPrice({ amount }: { amount: number }) {
  const { t, i18n } = useLingui();
  const yen = formatYen(amount, i18n.locale);
  return <span className="price price--from">{t`1名1泊 ${yen}〜（税込）`}</span>;
}

/**
 * The party's total for the stay, tax included, with what it covers:
 * "Total ¥67,200 (tax incl.) · 2 adults, 2 nights, 1 room".
 */
export function TotalPrice({
  amount,
  adults,
  nights,
  rooms,
}: {
  amount: number;
  adults: number;
  nights: number;
  rooms: number;
}) {
  const { t, i18n } = useLingui();
  const yen = formatYen(amount, i18n.locale);
  const party = [
    plural(adults, { other: `大人#名` }),
    plural(nights, { other: `#泊` }),
    plural(rooms, { other: `#室` }),
  ].join(t`・`);
  return (
    <span className="price price--total">
      <strong>{t`合計 ${yen}（税込）`}</strong> <span className="price__party">{party}</span>
    </span>
  );
}

/** Price per adult for one night, tax included (stock calendar cells). */
export function NightPrice({ amount }: { amount: number }) {
  const { t, i18n } = useLingui();
  const yen = formatYen(amount, i18n.locale);
  return <span className="price price--night">{t`大人1名 ${yen}`}</span>;
}
