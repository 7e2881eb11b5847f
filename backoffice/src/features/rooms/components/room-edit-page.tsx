import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink, useNavigateHref } from '@tomaru/ui/url';
import { EntityHistory } from '../../../shared/history/entity-history';
import { hotelSettingsQuery, roomQuery } from '../api/rooms';
import type { RoomIdSearch } from '../room-search';
import { RoomForm } from './room-form';
import { RoomStyles } from './styles';

/** One room's form (`room/edit?room_id=`) with its history under it. */
export function RoomEditPage({ search }: RemotePageProps<RoomIdSearch>) {
  const { t } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const { data: room } = useSuspenseQuery(roomQuery(viewer, entityId, search.room_id));
  const { data: hotel } = useSuspenseQuery(hotelSettingsQuery(viewer, entityId));
  usePageTitle(t`部屋タイプの編集`);
  return (
    <div className="rooms-page">
      <RoomStyles />
      <p>
        <HrefLink href={langPath(lang, `${basePath}/room`)}>
          <Trans>部屋タイプ一覧へ</Trans>
        </HrefLink>
      </p>
      <h1>
        <Trans>部屋タイプの編集</Trans>
      </h1>
      <RoomForm key={room.room_id} room={room} languages={hotel.languages} />
      <EntityHistory entity="room" entityId={room.room_id} testId="room-history" />
    </div>
  );
}

/** A new room (`room/create`); after the save, its edit screen. */
export function RoomCreatePage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigateHref();
  const { viewer, entityId, basePath } = useBackOffice();
  const { data: hotel } = useSuspenseQuery(hotelSettingsQuery(viewer, entityId));
  usePageTitle(t`部屋タイプの追加`);
  return (
    <div className="rooms-page">
      <RoomStyles />
      <p>
        <HrefLink href={langPath(lang, `${basePath}/room`)}>
          <Trans>部屋タイプ一覧へ</Trans>
        </HrefLink>
      </p>
      <h1>
        <Trans>部屋タイプの追加</Trans>
      </h1>
      <RoomForm
        languages={hotel.languages}
        onCreated={(roomId) => navigate(langPath(lang, `${basePath}/room/edit?room_id=${roomId}`))}
      />
    </div>
  );
}
