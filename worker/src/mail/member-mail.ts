import type { Lang } from '@tomaru/domain/languages';
import { familyNameFirst } from '@tomaru/domain/reservations/person-name';
import { fill } from './messages';
import { pluralOf } from './reservation-mail';

/** The service that sends member mail, named in subjects and the signature. */
const SITE_NAME = 'Tomaru';

/** How long the mailed links work, in hours (the tokens' lifetimes). */
export const MEMBER_LINK_HOURS = { verify_email: 24, reset_password: 1 } as const;
export type MemberMailKind = keyof typeof MEMBER_LINK_HOURS;

/**
 * The words of member mails (e-mail verification and password reset), one table per language with the
 * same keys. Japanese is the source of tone; the others translate it. `{name}` slots are filled by
 * `fill()`; `hours_one`/`hours_other` are chosen by Intl.PluralRules.
 */
const ja = {
  subject_verify_email: '【{site}】メールアドレス確認のお願い',
  subject_reset_password: '【{site}】パスワード再設定のご案内',
  greeting: '{name} 様',
  name_cjk: '{last_name} {first_name}',
  name_latin: '{first_name} {last_name}',
  intro_verify_email:
    '{site}の会員登録をお申し込みいただき、誠にありがとうございます。\n登録を完了するため、下記のリンクを開いてメールアドレスの確認をお願いいたします。',
  intro_reset_password:
    'パスワード再設定のお申し込みを承りました。\n下記のリンクを開き、新しいパスワードを設定してください。',
  expiry_verify_email:
    '※リンクの有効期限は{duration}です。期限が過ぎた場合は、ログイン画面の「パスワードをお忘れの方」からお手続きいただくと、メールアドレスの確認も完了します。',
  expiry_reset_password:
    '※リンクの有効期限は{duration}で、一度のみご利用いただけます。パスワードを再設定すると、ログイン中のすべての端末からログアウトされます。',
  ignore_verify_email:
    'このメールにお心当たりのない場合は、どなたかが誤ってメールアドレスを入力された可能性がございます。お手数ですが本メールを破棄してください。リンクを開かない限り、登録は完了いたしません。',
  ignore_reset_password:
    'お心当たりのない場合は、お手数ですが本メールを破棄してください。パスワードは変更されません。',
  hours_one: '{n}時間',
  hours_other: '{n}時間',
  signature: '{site} 会員サポート',
  footer:
    '※このメールは送信専用アドレスからお送りしております。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
};

export type MemberMailKey = keyof typeof ja;
export type MemberMailMessages = Record<MemberMailKey, string>;

const en: MemberMailMessages = {
  subject_verify_email: '[{site}] Please confirm your e-mail address',
  subject_reset_password: '[{site}] Resetting your password',
  greeting: 'Dear {name},',
  name_cjk: '{last_name} {first_name}',
  name_latin: '{first_name} {last_name}',
  intro_verify_email:
    'Thank you very much for registering as a member of {site}.\nTo complete your registration, please open the link below to confirm your e-mail address.',
  intro_reset_password:
    'We have received your request to reset your password.\nPlease open the link below and set a new password.',
  expiry_verify_email:
    'The link is valid for {duration}. If it has expired, use "Forgot your password?" on the login page: resetting your password also confirms your e-mail address.',
  expiry_reset_password:
    'The link is valid for {duration} and can be used only once. When you reset your password, you will be signed out on every device.',
  ignore_verify_email:
    'If you did not register, someone may have entered your e-mail address by mistake. Please discard this e-mail; the registration will not be completed unless the link is opened.',
  ignore_reset_password:
    'If you did not make this request, please discard this e-mail. Your password will not be changed.',
  hours_one: '{n} hour',
  hours_other: '{n} hours',
  signature: '{site} Member Support',
  footer:
    'This e-mail was sent from a send-only address. Please note that we are unable to answer replies to it.',
};

const ko: MemberMailMessages = {
  subject_verify_email: '[{site}] 이메일 주소 확인을 부탁드립니다',
  subject_reset_password: '[{site}] 비밀번호 재설정 안내',
  greeting: '{name} 님께',
  name_cjk: '{last_name} {first_name}',
  name_latin: '{first_name} {last_name}',
  intro_verify_email:
    '{site} 회원 가입을 신청해 주셔서 진심으로 감사드립니다.\n가입을 완료하시려면 아래 링크를 열어 이메일 주소를 확인해 주십시오.',
  intro_reset_password:
    '비밀번호 재설정 신청을 접수했습니다.\n아래 링크를 열어 새 비밀번호를 설정해 주십시오.',
  expiry_verify_email:
    '※링크의 유효 기간은 {duration}입니다. 기한이 지난 경우 로그인 화면의 "비밀번호를 잊으셨나요?"에서 절차를 진행하시면 이메일 주소 확인도 함께 완료됩니다.',
  expiry_reset_password:
    '※링크의 유효 기간은 {duration}이며 한 번만 사용하실 수 있습니다. 비밀번호를 재설정하시면 로그인 중인 모든 기기에서 로그아웃됩니다.',
  ignore_verify_email:
    '본 메일에 짐작 가는 바가 없으시다면 다른 분이 실수로 이메일 주소를 입력했을 가능성이 있습니다. 번거로우시겠지만 본 메일을 삭제해 주십시오. 링크를 열지 않으면 가입은 완료되지 않습니다.',
  ignore_reset_password: '신청하신 적이 없으시다면 본 메일을 삭제해 주십시오. 비밀번호는 변경되지 않습니다.',
  hours_one: '{n}시간',
  hours_other: '{n}시간',
  signature: '{site} 회원 지원 센터',
  footer: '※본 메일은 발신 전용 주소에서 보내드렸습니다. 회신하셔도 답변드릴 수 없으니 양해 부탁드립니다.',
};

const zhCN: MemberMailMessages = {
  subject_verify_email: '【{site}】请确认您的电子邮箱地址',
  subject_reset_password: '【{site}】密码重置说明',
  greeting: '尊敬的{name}：',
  name_cjk: '{last_name}{first_name}',
  name_latin: '{first_name} {last_name}',
  intro_verify_email: '感谢您申请注册{site}会员。\n为完成注册，请打开以下链接确认您的电子邮箱地址。',
  intro_reset_password: '我们已收到您的密码重置申请。\n请打开以下链接设置新密码。',
  expiry_verify_email:
    '※链接有效期为{duration}。如链接已过期，请在登录页面点击“忘记密码”办理手续，重置密码的同时也将完成电子邮箱地址的确认。',
  expiry_reset_password:
    '※链接有效期为{duration}，且仅可使用一次。重置密码后，所有已登录的设备都将退出登录。',
  ignore_verify_email:
    '如果您并未申请注册，可能是他人误填了您的电子邮箱地址。请删除本邮件；只要不打开链接，注册就不会完成。',
  ignore_reset_password: '如果您并未提出申请，请删除本邮件，您的密码不会被更改。',
  hours_one: '{n}小时',
  hours_other: '{n}小时',
  signature: '{site}会员服务中心',
  footer: '※本邮件由仅用于发送的邮箱地址发出，回复本邮件将无法得到答复，敬请谅解。',
};

const zhTW: MemberMailMessages = {
  subject_verify_email: '【{site}】請確認您的電子郵件地址',
  subject_reset_password: '【{site}】密碼重設說明',
  greeting: '{name} 您好：',
  name_cjk: '{last_name}{first_name}',
  name_latin: '{first_name} {last_name}',
  intro_verify_email: '感謝您申請加入{site}會員。\n為完成註冊，請開啟以下連結確認您的電子郵件地址。',
  intro_reset_password: '我們已收到您的密碼重設申請。\n請開啟以下連結設定新密碼。',
  expiry_verify_email:
    '※連結有效期限為{duration}。如已逾期，請在登入頁面點選「忘記密碼」辦理手續，重設密碼的同時也會完成電子郵件地址的確認。',
  expiry_reset_password: '※連結有效期限為{duration}，且僅能使用一次。重設密碼後，所有登入中的裝置都將登出。',
  ignore_verify_email:
    '若您並未申請註冊，可能是他人誤填了您的電子郵件地址。請刪除本郵件；只要不開啟連結，註冊就不會完成。',
  ignore_reset_password: '若您並未提出申請，請刪除本郵件，您的密碼不會變更。',
  hours_one: '{n}小時',
  hours_other: '{n}小時',
  signature: '{site}會員服務中心',
  footer: '※本郵件由發信專用地址寄出，回覆本郵件將無法得到答覆，敬請見諒。',
};

export const MEMBER_MAIL_MESSAGES: Record<Lang, MemberMailMessages> = {
  ja,
  en,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

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
  const site = SITE_NAME;
  const hours = MEMBER_LINK_HOURS[data.kind];
  const duration = fill(m[pluralOf(data.lang).select(hours) === 'one' ? 'hours_one' : 'hours_other'], {
    n: hours,
  });
  const name = fill(familyNameFirst(data, data.lang) ? m.name_cjk : m.name_latin, {
    last_name: data.last_name,
    first_name: data.first_name,
  });
  const body = [
    fill(m.greeting, { name }),
    '',
    fill(m[`intro_${data.kind}`], { site }),
    '',
    data.url,
    '',
    fill(m[`expiry_${data.kind}`], { duration }),
    '',
    m[`ignore_${data.kind}`],
    '',
    '──────────────────',
    fill(m.signature, { site }),
    data.origin,
    '──────────────────',
    m.footer,
  ];
  return { subject: fill(m[`subject_${data.kind}`], { site }), body_text: `${body.join('\n')}\n` };
}
