import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '@tomaru/ui/error-text';
import { AMENITY_LABELS, BED_TYPE_LABELS, SMOKING_LABELS } from '@tomaru/ui/labels/room-features';
import { useLang } from '@tomaru/ui/lang';
import { roomsQuery } from '../../api/plans';

/** The hotel's room types with their first photo, capacity, beds, size, smoking, bed types and amenities. */
export function RoomList({ hotelId }: { hotelId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const rooms = useQuery(roomsQuery(hotelId, lang));
  return (
    <section className="room-list" aria-labelledby="room-list-title">
      <h2 id="room-list-title">
        <Trans>客室</Trans>
      </h2>
      <style>{'.room-card__photo { width: 100%; height: auto; display: block; border-radius: 4px; }'}</style>
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
            const { min_guests: min, max_guests: max, beds, size_m2: size } = room;
            const bedTypes = room.bed_types.map((b) => i18n._(BED_TYPE_LABELS[b])).join('・');
            return (
              <li key={room.room_id} className="card">
                {room.images[0] ? (
                  <img
                    className="room-card__photo"
                    src={room.images[0].url}
                    srcSet={room.images[0].srcset}
                    sizes="(max-width: 40rem) 100vw, 20rem"
                    width={room.images[0].width}
                    height={room.images[0].height}
                    alt={room.images[0].alt}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <h3>{room.name}</h3>
                <p className="room-offer__facts">
                  {t`定員 ${min}〜${max}名`} ・ {t`ベッド ${beds}台`}
                  {size === null ? null : <> ・ {t`${size}㎡`}</>} ・ {i18n._(SMOKING_LABELS[room.smoking])}
                  {bedTypes ? <> ・ {bedTypes}</> : null}
                </p>
                {room.amenities.length > 0 ? (
                  <ul
                    className="room-amenities"
                    aria-label={t`設備・アメニティ`}
                    style={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: '0.25rem 1.25rem',
                      paddingLeft: '1.25rem',
                    }}
                  >
                    {room.amenities.map((a) => (
                      <li key={a}>{i18n._(AMENITY_LABELS[a])}</li>
                    ))}
                  </ul>
                ) : null}
                {room.description ? <p>{room.description}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
