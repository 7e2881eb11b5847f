import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useBackOffice } from './backoffice';
import { Icon } from './icons';
import { LangLink } from './lang';
import { ROLE_TITLES } from './menus';
import { usePageTitle } from './title';

/** A role's top page: the account, then every menu item as a tile. `extra` adds a role's own links. */
export function Dashboard({ extra }: { extra?: ReactNode }) {
  const { i18n } = useLingui();
  const { role, menu, basePath, hotel, viewer } = useBackOffice();
  const title = i18n._(ROLE_TITLES[role]);
  const heading = role === 'hotel' && viewer !== 'hotel' && hotel ? `${title} - ${hotel.name}` : title;
  usePageTitle(heading);
  const hotelName = hotel?.name;
  const hotelId = hotel?.hotel_id;
  return (
    <div className="dashboard-page">
      <h1>{heading}</h1>
      {hotel ? (
        <p>
          <Trans>
            ホテル: {hotelName}（ID {hotelId}）
          </Trans>
        </p>
      ) : null}
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
