import type { Lang } from '@tomaru/domain/languages';
import { fill } from './messages';
import { formatStayDate } from './reservation-mail';

/** Waiting-list mails, one table per language with the same keys; Japanese sets the tone. */
export const WAITING_MESSAGES = {
  ja: {
    subject_accepted: '【{hotel}】キャンセル待ちを承りました',
    subject_available: '【{hotel}】ご希望の日程に空室が出ました',
    greeting: '{name} 様',
    accepted:
      '{hotel}のキャンセル待ちにご登録いただき、ありがとうございます。\n下記の日程に空室が出ましたら、このメールアドレスへ順番にお知らせいたします。\nお知らせはご予約の確保ではございませんので、あらかじめご了承ください。',
    available:
      'キャンセル待ちにご登録いただいた日程に空室が出ました。\n先着順でのご案内となりますため、ご予約はお早めに下記のリンクからお手続きください。',
    stay: 'ご宿泊日：{checkin} ～ {checkout}',
    plan: 'プラン：{plan}',
    room: 'お部屋：{room}',
    rooms: '部屋数：{count}室',
    link: 'ご予約はこちら：{url}',
    closing: '{hotel}\nTEL：{tel}',
  },
  en: {
    subject_accepted: '[{hotel}] You are on the waiting list',
    subject_available: '[{hotel}] A room is now available for your dates',
    greeting: 'Dear {name},',
    accepted:
      'Thank you for joining the waiting list of {hotel}.\nIf a room becomes available for the dates below, we will let you know at this address, in the order of registration.\nPlease note that this notice does not hold a room for you.',
    available:
      'A room has become available for the dates you were waiting for.\nRooms go to whoever books first, so please book soon through the link below.',
    stay: 'Stay: {checkin} – {checkout}',
    plan: 'Plan: {plan}',
    room: 'Room: {room}',
    rooms: 'Rooms: {count}',
    link: 'Book here: {url}',
    closing: '{hotel}\nTel: {tel}',
  },
  ko: {
    subject_accepted: '[{hotel}] 취소 대기 신청이 접수되었습니다',
    subject_available: '[{hotel}] 희망하신 일정에 빈 객실이 생겼습니다',
    greeting: '{name} 님',
    accepted:
      '{hotel} 취소 대기에 등록해 주셔서 감사합니다.\n아래 일정에 빈 객실이 생기면 등록 순서대로 이 메일 주소로 알려 드리겠습니다.\n안내 메일은 객실을 확보해 드리는 것이 아니므로 양해 부탁드립니다.',
    available:
      '취소 대기로 등록하신 일정에 빈 객실이 생겼습니다.\n먼저 예약하신 분께 객실이 배정되므로 아래 링크에서 서둘러 예약해 주십시오.',
    stay: '숙박일: {checkin} ~ {checkout}',
    plan: '플랜: {plan}',
    room: '객실: {room}',
    rooms: '객실 수: {count}실',
    link: '예약하기: {url}',
    closing: '{hotel}\n전화: {tel}',
  },
  'zh-CN': {
    subject_accepted: '【{hotel}】已受理您的候补登记',
    subject_available: '【{hotel}】您希望的日期已有空房',
    greeting: '{name} 您好：',
    accepted:
      '感谢您登记{hotel}的候补。\n如下列日期出现空房，我们将按登记顺序通过此邮箱通知您。\n请注意，此通知并不代表为您保留客房。',
    available: '您登记候补的日期已有空房。\n客房按预订先后顺序分配，请尽快通过以下链接办理预订。',
    stay: '入住日期：{checkin} ～ {checkout}',
    plan: '方案：{plan}',
    room: '客房：{room}',
    rooms: '房间数：{count}间',
    link: '预订请点击：{url}',
    closing: '{hotel}\n电话：{tel}',
  },
  'zh-TW': {
    subject_accepted: '【{hotel}】已受理您的候補登記',
    subject_available: '【{hotel}】您希望的日期已有空房',
    greeting: '{name} 您好：',
    accepted:
      '感謝您登記{hotel}的候補。\n如下列日期出現空房，我們將依登記順序透過此信箱通知您。\n請注意，此通知並不代表為您保留客房。',
    available: '您登記候補的日期已有空房。\n客房依預訂先後順序分配，請盡快透過以下連結辦理預訂。',
    stay: '入住日期：{checkin} ～ {checkout}',
    plan: '方案：{plan}',
    room: '客房：{room}',
    rooms: '房間數：{count}間',
    link: '預訂請點選：{url}',
    closing: '{hotel}\n電話：{tel}',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type WaitingMailData = {
  kind: 'accepted' | 'available';
  lang: Lang;
  name: string;
  hotel: string;
  tel: string;
  plan: string;
  room: string;
  checkin: string;
  checkout: string;
  room_count: number;
  book_url: string;
};

/** The mail that confirms a wait, or tells the guest that every night of it is free again. */
export function waitingMail(d: WaitingMailData): { subject: string; body_text: string } {
  const m = WAITING_MESSAGES[d.lang];
  const values = {
    hotel: d.hotel,
    name: d.name,
    tel: d.tel,
    plan: d.plan,
    room: d.room,
    count: d.room_count,
    checkin: formatStayDate(d.lang, d.checkin),
    checkout: formatStayDate(d.lang, d.checkout),
    url: d.book_url,
  };
  const lines = [
    fill(m.greeting, values),
    '',
    fill(d.kind === 'accepted' ? m.accepted : m.available, values),
    '',
    fill(m.stay, values),
    fill(m.plan, values),
    fill(m.room, values),
    fill(m.rooms, values),
    ...(d.kind === 'available' ? ['', fill(m.link, values)] : []),
    '',
    fill(m.closing, values),
  ];
  return {
    subject: fill(d.kind === 'accepted' ? m.subject_accepted : m.subject_available, values),
    body_text: lines.join('\n'),
  };
}
