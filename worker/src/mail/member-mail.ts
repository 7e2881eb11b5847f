import type { Lang } from '@tomaru/domain/languages';
import { familyNameFirst } from '@tomaru/domain/reservations/person-name';
import { type MailText, templatesIn } from './catalog';
import { fill } from './messages';
import { pluralOf } from './reservation-mail';

/** The service that sends member mail, named in subjects and the signature. */
const SITE_NAME = 'Tomaru';

/** How long the mailed links work, in hours (the tokens' lifetimes). */
export const MEMBER_LINK_HOURS = { verify_email: 24, reset_password: 1 } as const;
export type MemberMailKind = keyof typeof MEMBER_LINK_HOURS;

/**
 * The words of member mails (e-mail verification, password reset, and the notice to an address that
 * someone tried to sign up with again): Japanese here, the source of tone, and the translations in
 * locales/<lang>/mail.po (decision 026). `{name}` slots are filled by `fill()`;
 * `hours_one`/`hours_other` are chosen by Intl.PluralRules.
 */
const MEMBER_TEXTS = {
  subject_verify_email: /*i18n*/ {
    id: 'member.subject_verify_email',
    message: '【{site}】メールアドレス確認のお願い',
  },
  subject_reset_password: /*i18n*/ {
    id: 'member.subject_reset_password',
    message: '【{site}】パスワード再設定のご案内',
  },
  greeting: /*i18n*/ { id: 'member.greeting', message: '{name} 様' },
  name_cjk: /*i18n*/ { id: 'member.name_cjk', message: '{last_name} {first_name}' },
  name_latin: /*i18n*/ { id: 'member.name_latin', message: '{first_name} {last_name}' },
  intro_verify_email: /*i18n*/ {
    id: 'member.intro_verify_email',
    message:
      '{site}の会員登録をお申し込みいただき、誠にありがとうございます。\n登録を完了するため、下記のリンクを開いてメールアドレスの確認をお願いいたします。',
  },
  intro_reset_password: /*i18n*/ {
    id: 'member.intro_reset_password',
    message:
      'パスワード再設定のお申し込みを承りました。\n下記のリンクを開き、新しいパスワードを設定してください。',
  },
  expiry_verify_email: /*i18n*/ {
    id: 'member.expiry_verify_email',
    message:
      '※リンクの有効期限は{duration}です。期限が過ぎた場合は、ログイン画面の「パスワードをお忘れの方」からお手続きいただくと、メールアドレスの確認も完了します。',
  },
  expiry_reset_password: /*i18n*/ {
    id: 'member.expiry_reset_password',
    message:
      '※リンクの有効期限は{duration}で、一度のみご利用いただけます。パスワードを再設定すると、ログイン中のすべての端末からログアウトされます。',
  },
  ignore_verify_email: /*i18n*/ {
    id: 'member.ignore_verify_email',
    message:
      'このメールにお心当たりのない場合は、どなたかが誤ってメールアドレスを入力された可能性がございます。お手数ですが本メールを破棄してください。リンクを開かない限り、登録は完了いたしません。',
  },
  ignore_reset_password: /*i18n*/ {
    id: 'member.ignore_reset_password',
    message: 'お心当たりのない場合は、お手数ですが本メールを破棄してください。パスワードは変更されません。',
  },
  subject_account_exists: /*i18n*/ {
    id: 'member.subject_account_exists',
    message: '【{site}】会員登録のお申し込みについて',
  },
  intro_account_exists: /*i18n*/ {
    id: 'member.intro_account_exists',
    message:
      '{site}で、このメールアドレスによる会員登録のお申し込みがありましたが、このメールアドレスはすでに会員として登録されているため、新しい登録は行っておりません。ご登録内容も変更されておりません。',
  },
  login_account_exists: /*i18n*/ {
    id: 'member.login_account_exists',
    message: 'ご本人によるお申し込みの場合は、こちらからログインしてください。',
  },
  reset_account_exists: /*i18n*/ {
    id: 'member.reset_account_exists',
    message: 'パスワードをお忘れの場合は、こちらから再設定できます（メールアドレスの確認も完了します）。',
  },
  ignore_account_exists: /*i18n*/ {
    id: 'member.ignore_account_exists',
    message:
      'お心当たりのない場合は、どなたかが誤ってメールアドレスを入力された可能性がございます。お手数ですが本メールを破棄してください。会員情報とパスワードは変更されません。',
  },
  hours_one: /*i18n*/ { id: 'member.hours_one', message: '{n}時間' },
  hours_other: /*i18n*/ { id: 'member.hours_other', message: '{n}時間' },
  signature: /*i18n*/ { id: 'member.signature', message: '{site} 会員サポート' },
  footer: /*i18n*/ {
    id: 'member.footer',
    message:
      '※このメールは送信専用アドレスからお送りしております。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
  },
} satisfies Record<string, MailText>;

export type MemberMailKey = keyof typeof MEMBER_TEXTS;
export type MemberMailMessages = Record<MemberMailKey, string>;

export const MEMBER_MAIL_MESSAGES: Record<Lang, MemberMailMessages> = templatesIn(MEMBER_TEXTS);

/** The path prefix of a language's pages: none for Japanese, `/en`, `/ko`, `/zh-CN`, `/zh-TW` otherwise. */
export function langPrefix(lang: Lang): string {
  return lang === 'ja' ? '' : `/${lang}`;
}

export type MemberMailData = {
  kind: MemberMailKind;
  lang: Lang;
  last_name: string;
  first_name: string;
  /** The one-time link. */
  url: string;
  /** The site's address, shown under the signature as the sender's identity. */
  origin: string;
};

/** A plain-text member mail (verification or password reset) in the member's language. */
export function memberMail(data: MemberMailData): { subject: string; body_text: string } {
  const m = MEMBER_MAIL_MESSAGES[data.lang];
  const hours = MEMBER_LINK_HOURS[data.kind];
  const duration = fill(m[pluralOf(data.lang).select(hours) === 'one' ? 'hours_one' : 'hours_other'], {
    n: hours,
  });
  return framed(data, `subject_${data.kind}`, [
    fill(m[`intro_${data.kind}`], { site: SITE_NAME }),
    '',
    data.url,
    '',
    fill(m[`expiry_${data.kind}`], { duration }),
    '',
    m[`ignore_${data.kind}`],
  ]);
}

export type AccountExistsMailData = Omit<MemberMailData, 'kind' | 'url'> & {
  /** The sign-in page and the password reset page, in the mail's language. */
  login_url: string;
  reset_url: string;
};

/**
 * The mail to the owner of an address that someone tried to sign up with again: no account was made
 * or changed; sign in, or reset the password (decision 052). It carries no token: its links are the
 * public pages.
 */
export function accountExistsMail(data: AccountExistsMailData): { subject: string; body_text: string } {
  const m = MEMBER_MAIL_MESSAGES[data.lang];
  return framed(data, 'subject_account_exists', [
    fill(m.intro_account_exists, { site: SITE_NAME }),
    '',
    m.login_account_exists,
    data.login_url,
    '',
    m.reset_account_exists,
    data.reset_url,
    '',
    m.ignore_account_exists,
  ]);
}

/** A member mail's subject and its body between the greeting and the signature. */
function framed(
  data: Pick<MemberMailData, 'lang' | 'last_name' | 'first_name' | 'origin'>,
  subject: MemberMailKey,
  lines: string[],
): { subject: string; body_text: string } {
  const m = MEMBER_MAIL_MESSAGES[data.lang];
  const site = SITE_NAME;
  const name = fill(familyNameFirst(data, data.lang) ? m.name_cjk : m.name_latin, {
    last_name: data.last_name,
    first_name: data.first_name,
  });
  const body = [
    fill(m.greeting, { name }),
    '',
    ...lines,
    '',
    '──────────────────',
    fill(m.signature, { site }),
    data.origin,
    '──────────────────',
    m.footer,
  ];
  return { subject: fill(m[subject], { site }), body_text: `${body.join('\n')}\n` };
}
