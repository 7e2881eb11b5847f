import type { Lang } from '@tomaru/domain/languages';
import { type MailText, templatesIn } from './catalog';
import { fill } from './messages';
import { formatStayDate } from './reservation-mail';

/** Waiting-list mails: Japanese here, which sets the tone; the translations in locales/<lang>/mail.po (decision 026). */
const WAITING_TEXTS = {
  subject_accepted: /*i18n*/ {
    id: 'waiting.subject_accepted',
    message: '【{hotel}】キャンセル待ちを承りました',
  },
  subject_available: /*i18n*/ {
    id: 'waiting.subject_available',
    message: '【{hotel}】ご希望の日程に空室が出ました',
  },
  greeting: /*i18n*/ { id: 'waiting.greeting', message: '{name} 様' },
  accepted: /*i18n*/ {
    id: 'waiting.accepted',
    message:
      '{hotel}のキャンセル待ちにご登録いただき、ありがとうございます。\n下記の日程に空室が出ましたら、このメールアドレスへ順番にお知らせいたします。\nお知らせはご予約の確保ではございませんので、あらかじめご了承ください。',
  },
  available: /*i18n*/ {
    id: 'waiting.available',
    message:
      'キャンセル待ちにご登録いただいた日程に空室が出ました。\n先着順でのご案内となりますため、ご予約はお早めに下記のリンクからお手続きください。',
  },
  stay: /*i18n*/ { id: 'waiting.stay', message: 'ご宿泊日：{checkin} ～ {checkout}' },
  plan: /*i18n*/ { id: 'waiting.plan', message: 'プラン：{plan}' },
  room: /*i18n*/ { id: 'waiting.room', message: 'お部屋：{room}' },
  rooms: /*i18n*/ { id: 'waiting.rooms', message: '部屋数：{count}室' },
  link: /*i18n*/ { id: 'waiting.link', message: 'ご予約はこちら：{url}' },
  closing: /*i18n*/ { id: 'waiting.closing', message: '{hotel}\nTEL：{tel}' },
} satisfies Record<string, MailText>;

export const WAITING_MESSAGES = templatesIn(WAITING_TEXTS);

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
