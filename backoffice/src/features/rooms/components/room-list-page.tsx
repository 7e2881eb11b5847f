import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { roomsQuery } from '../api/rooms';
import { RoomStyles } from './styles';

/** The hotel's rooms in display order (`room`), hidden ones marked, with the ways to change them. */
export function RoomListPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const { data: rooms } = useSuspenseQuery(roomsQuery(viewer, entityId));
  usePageTitle(t`部屋タイプ`);
  const readOnly = viewer === 'union';
  const to = (path: string) => langPath(lang, `${basePath}/${path}`);
  return (
    <div className="rooms-page">
      <RoomStyles />
      <h1>
        <Trans>部屋タイプ</Trans>
      </h1>
      <div className="rooms-actions">
        {readOnly ? null : (
          <>
            <HrefLink className="button" href={to('room/create')}>
              <Trans>部屋タイプを追加</Trans>
            </HrefLink>
            <HrefLink className="button" href={to('room/sort')}>
              <Trans>表示順を変更</Trans>
            </HrefLink>
          </>
        )}
        <HrefLink className="button" href={to('room/calendar')}>
          <Trans>在庫カレンダー</Trans>
        </HrefLink>
      </div>
      {rooms.length === 0 ? (
        <p>
          <Trans>部屋タイプはまだありません。</Trans>
        </p>
      ) : (
        <div className="rooms-table-box">
          <table className="rooms-table" data-testid="room-list">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>表示順</Trans>
                </th>
                <th scope="col">
                  <Trans>部屋タイプ名</Trans>
                </th>
                <th scope="col">
                  <Trans>定員</Trans>
                </th>
                <th scope="col">
                  <Trans>在庫</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => (
                <tr key={room.room_id} className={room.is_visible ? undefined : 'is-hidden'}>
                  <td className="num">{room.display_order}</td>
                  <td>
                    <HrefLink href={to(`room/edit?room_id=${room.room_id}`)}>{room.names.ja}</HrefLink>
                    {room.is_visible ? null : (
                      <span className="rooms-badge">
                        <Trans>非表示</Trans>
                      </span>
                    )}
                  </td>
                  <td>
                    <Trans>
                      {room.min_guests}〜{room.max_guests}名
                    </Trans>
                  </td>
                  <td>
                    <HrefLink href={to(`room/calendar?room_id=${room.room_id}`)}>
                      <Trans>カレンダー</Trans>
                    </HrefLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
