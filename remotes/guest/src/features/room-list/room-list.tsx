import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '@tomaru/ui/error-text';
import { useLang } from '@tomaru/ui/lang';
import { roomsQuery } from '../../api/plans';

/** The hotel's room types with their capacity and beds. */
export function RoomList({ hotelId }: { hotelId: number }) {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const rooms = useQuery(roomsQuery(hotelId, lang));
  return (
    <section className="room-list" aria-labelledby="room-list-title">
      <h2 id="room-list-title">
        <Trans>客室</Trans>
      </h2>
      {rooms.status === 'pending' ? (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      ) : rooms.status === 'error' ? (
        <p className="form__failure" role="alert">
          {errorText(rooms.error)}
        </p>
      ) : rooms.data.rooms.length === 0 ? (
        <p>
          <Trans>客室の情報はありません。</Trans>
        </p>
      ) : (
        <ul className="room-cards">
          {rooms.data.rooms.map((room) => {
            const { min_guests: min, max_guests: max, beds } = room;
            return (
              <li key={room.room_id} className="card">
                <h3>{room.name}</h3>
                <p className="room-offer__facts">
                  {t`定員 ${min}〜${max}名`} ・ {t`ベッド ${beds}台`}
                </p>
                {room.description ? <p>{room.description}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
