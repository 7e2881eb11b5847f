import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { FormAlert } from '@tomaru/ui/form-alert';
import { usePageTitle } from '@tomaru/ui/title';
import { useRef, useState } from 'react';
import { type Room, roomsQuery, updateRoomOrder } from '../api/rooms';
import { RoomStyles } from './styles';

/**
 * The rooms' display order (`room/sort`): move a room up or down with its buttons (the keyboard
 * keeps the focus on the moved room's button), then save the whole order once.
 */
export function RoomSortPage() {
  const { t } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const queryClient = useQueryClient();
  const { data: rooms } = useSuspenseQuery(roomsQuery(viewer, entityId));
  const [order, setOrder] = useState<Room[]>(rooms);
  const [saved, setSaved] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  usePageTitle(t`部屋タイプの表示順`);
  const save = useMutation({
    mutationFn: () =>
      updateRoomOrder(
        viewer,
        entityId,
        order.map((r) => r.room_id),
      ),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['rooms', viewer, entityId] });
      await queryClient.invalidateQueries({ queryKey: ['history', 'room'] });
    },
  });
  const readOnly = viewer === 'union';

  function move(index: number, by: -1 | 1) {
    const next = order.slice();
    const [room] = next.splice(index, 1);
    if (!room) return;
    next.splice(index + by, 0, room);
    setOrder(next);
    setSaved(false);
    // Keep the focus on the moved room's same button, or its other one at the ends.
    const where = index + by;
    const key =
      by < 0 && where > 0 ? 'up' : by > 0 && where < next.length - 1 ? 'down' : by < 0 ? 'down' : 'up';
    requestAnimationFrame(() => buttons.current.get(`${room.room_id}-${key}`)?.focus());
  }

  return (
    <div className="rooms-page">
      <RoomStyles />
      <h1>
        <Trans>部屋タイプの表示順</Trans>
      </h1>
      <p>
        <Trans>お客様のページには、この順に部屋タイプが表示されます。</Trans>
      </p>
      <ol className="rooms-sort" data-testid="room-order">
        {order.map((room, i) => (
          <li key={room.room_id}>
            <span>{room.names.ja}</span>
            <button
              type="button"
              ref={(el) => {
                buttons.current.set(`${room.room_id}-up`, el);
              }}
              disabled={readOnly || i === 0}
              onClick={() => move(i, -1)}
              aria-label={t`${room.names.ja}を上へ`}
            >
              ↑
            </button>
            <button
              type="button"
              ref={(el) => {
                buttons.current.set(`${room.room_id}-down`, el);
              }}
              disabled={readOnly || i === order.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t`${room.names.ja}を下へ`}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate()}>
          <Trans>表示順を保存</Trans>
        </button>
      )}
      <div role="status">
        {saved ? (
          <p className="rooms-ok">
            <Trans>表示順を保存しました。</Trans>
          </p>
        ) : null}
      </div>
      <FormAlert error={save.error} audience="staff" />
    </div>
  );
}
