import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '@tomaru/ui/lang';
import { formatStayDate, nightCount } from '../model/dates';
import type { Occupancy } from '../model/flow-state';
import { partyText } from './party-text';

type Props = {
  lang: Lang;
  /** Left out where the hotel is plain from the page (a change of the hotel's own booking). */
  hotelName?: string;
  planTitle: string;
  roomName: string;
  checkin: string;
  checkout: string;
  /** Left out where the check-in time is not part of what is shown. */
  checkinTime?: string;
  rooms: Occupancy[];
  childNames: Record<string, string>;
};

/**
 * The stay as rows of a summary list (dt/dd): hotel, plan, room type, dates and nights, check-in
 * time, rooms and each room's guests. The confirmation step and the completion page show the same;
 * the stay being changed shows it without hotel and check-in time.
 */
export function StayRows(props: Props) {
  const { t, i18n } = useLingui();
  const checkin = formatStayDate(props.checkin, props.lang);
  const checkout = formatStayDate(props.checkout, props.lang);
  const nights = nightCount(props.checkin, props.checkout);
  const roomCount = props.rooms.length;
  return (
    <>
      {props.hotelName !== undefined && (
        <>
          <dt>{t`ホテル`}</dt>
          <dd>{props.hotelName}</dd>
        </>
      )}
      <dt>{t`プラン`}</dt>
      <dd>{props.planTitle}</dd>
      <dt>{t`部屋タイプ`}</dt>
      <dd>{props.roomName}</dd>
      <dt>{t`宿泊日`}</dt>
      <dd>
        <Trans>
          {checkin}〜{checkout}（<Plural value={nights} other="#泊" />）
        </Trans>
      </dd>
      {props.checkinTime !== undefined && (
        <>
          <dt>{t`チェックイン予定時刻`}</dt>
          <dd>{props.checkinTime}</dd>
        </>
      )}
      <dt>{t`部屋数`}</dt>
      <dd>
        <Plural value={roomCount} other="#室" />
      </dd>
      <dt>{t`人数`}</dt>
      <dd>
        <ul>
          {props.rooms.map((room, i) => {
            const n = i + 1;
            const party = partyText(i18n, room, props.childNames);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms are identified by position
              <li key={i}>{t`${n}部屋目：${party}`}</li>
            );
          })}
        </ul>
      </dd>
    </>
  );
}
