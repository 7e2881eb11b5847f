import { Trans, useLingui } from '@lingui/react/macro';
import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import type { ReactNode } from 'react';
import { hotelNameIn, useBackOffice } from './backoffice';
import { Icon } from './icons';
import { LangLink, useLang } from './lang';
import { KIND_NAMES, ROLE_TITLES } from './menus';
import { usePageTitle } from './title';

/** A role's top page: the account, then every menu item as a tile. `extra` adds a role's own links. */
export function Dashboard({ extra }: { extra?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { role, menu, basePath, hotel, viewer, me, entityId } = useBackOffice();
  const title = i18n._(ROLE_TITLES[role]);
  const lang = useLang();
  const hotelName = hotel ? hotelNameIn(hotel, lang) : undefined;
  const heading = role === 'hotel' && viewer !== 'hotel' && hotel ? `${title} - ${hotelName}` : title;
  usePageTitle(heading);
  const hotelId = hotel?.hotel_id;
  return (
    <div className="dashboard-page">
      <h1>{heading}</h1>
      <section className="card account-card" aria-label={t`アカウント情報`}>
        <dl>
          <dt>{t`ログイン中`}</dt>
          <dd>{me.name}</dd>
          <dt>{t`ID種別`}</dt>
          <dd>{i18n._(KIND_NAMES[viewer])}</dd>
          <dt>{t`ログイン有効期限`}</dt>
          <dd>{formatTokyoDateTime(me.exp)}</dd>
          {viewer !== role || role === 'hotel' ? (
            <>
              <dt>{t`表示中のID`}</dt>
              <dd>{entityId}</dd>
            </>
          ) : null}
        </dl>
        {hotel ? (
          <p>
            <Trans>
              ホテル: {hotelName}（ID {hotelId}）
            </Trans>
          </p>
        ) : null}
      </section>
      <h2>
        <Trans>メニュー</Trans>
      </h2>
      <ul className="dashboard">
        {menu.map((entry) => (
          <li key={entry.item}>
            <LangLink to={`${basePath}/${entry.item}`}>
              <Icon name={entry.icon} size={28} />
              <span>{i18n._(entry.name)}</span>
            </LangLink>
          </li>
        ))}
      </ul>
      {extra}
    </div>
  );
}
