// Members' part of the demo world: the terms (the site's, union 1's and chain 1's), the demo
// member's agreement and DM consent, and the member discounts of hotels 1 and 3.
import { agreements, dmConsentHistory, memberAgreements, memberDiscounts } from '../schema/index';
import type { LocalizedText } from '../schema/localized';
import type { Rows } from './demo-booking';

/** When the demo terms were published and the demo member registered (2026-01-01 00:00 JST). */
const PUBLISHED_AT = 1767193200;
const DEMO_MEMBER_REGISTERED_AT = 1767225600;

type Owner = {
  ja: string;
  en: string;
  /** How the terms call the owner after first naming it: 当サイト / 当組合 / 当社. */
  jaShort: string;
  enShort: string;
  /** What members get, one sentence each language. */
  benefitsJa: string;
  benefitsEn: string;
};

function memberTerms(owner: Owner): { titles: LocalizedText; bodies: LocalizedText } {
  const ja = `第1条（目的および適用）
本規約は、${owner.ja}（以下「${owner.jaShort}」といいます。）が提供する会員サービス（以下「本サービス」といいます。）の利用条件を定めるものです。会員は、本規約に同意のうえ本サービスを利用するものとします。

第2条（会員登録）
1. 会員登録を希望する方は、本規約に同意のうえ、${owner.jaShort}所定の方法により登録を申し込むものとします。
2. 登録は、申込者が登録したメールアドレスに送信される確認メールのリンクを開いた時点で完了します。
3. ${owner.jaShort}は、申込内容に虚偽がある場合その他${owner.jaShort}が不適当と判断した場合、登録をお断りすることがあります。

第3条（登録情報の変更）
会員は、氏名、住所、電話番号その他の登録情報に変更が生じた場合、速やかにマイページから変更の手続きを行うものとします。

第4条（パスワードの管理）
1. 会員は、自己の責任においてパスワードを管理し、第三者に利用させてはなりません。
2. 登録されたメールアドレスとパスワードによる操作は、会員本人による操作とみなします。

第5条（会員特典）
${owner.benefitsJa}特典の内容は予告なく変更することがあります。

第6条（メールマガジン等の配信）
${owner.jaShort}は、会員が事前に同意した場合に限り、宿泊プランやキャンペーン等のお知らせをメールで配信します。会員は、マイページまたは各メールに記載の配信停止用リンクから、いつでも配信を停止できます。

第7条（個人情報の取扱い）
${owner.jaShort}は、会員の個人情報を別に定めるプライバシーポリシーに従い適切に取り扱い、宿泊予約の手配、会員サービスの提供およびお知らせの配信のために利用します。宿泊予約に必要な範囲で、予約先の宿泊施設に提供します。

第8条（禁止事項）
会員は、虚偽の情報による登録または予約、他人になりすます行為、本サービスの運営を妨げる行為、その他法令または公序良俗に反する行為をしてはなりません。

第9条（退会および登録の抹消）
1. 会員は、${owner.jaShort}所定の方法によりいつでも退会することができます。
2. 会員が本規約に違反した場合、${owner.jaShort}は事前の通知なく会員登録を抹消することがあります。

第10条（規約の変更）
${owner.jaShort}は、必要に応じて本規約を変更することがあります。変更後の規約は本サービス上に掲示した時点から効力を生じ、変更後に会員登録を行う方には新しい版への同意をお願いします。

附則
本規約は2026年1月1日から施行します。`;

  const en = `Article 1 (Purpose and scope)
These terms set out the conditions for using the member service (the "Service") provided by ${owner.en} ("${owner.enShort}"). Members use the Service after agreeing to these terms.

Article 2 (Registration)
1. Anyone who wishes to become a member applies in the manner specified by ${owner.enShort} after agreeing to these terms.
2. Registration is complete when the applicant opens the link in the confirmation e-mail sent to the registered address.
3. ${owner.enShort} may refuse a registration that contains false information or that it otherwise considers inappropriate.

Article 3 (Changes to registered information)
Members shall promptly update their name, address, telephone number and other registered information on My Page when it changes.

Article 4 (Password)
1. Members manage their password at their own responsibility and shall not let any third party use it.
2. Any operation performed with the registered e-mail address and password is deemed to be performed by the member.

Article 5 (Member benefits)
${owner.benefitsEn} Benefits may change without notice.

Article 6 (Newsletters)
${owner.enShort} sends news of plans and campaigns by e-mail only to members who have agreed in advance. Members can stop them at any time on My Page or with the unsubscribe link in every such e-mail.

Article 7 (Personal information)
${owner.enShort} handles members' personal information properly under its privacy policy and uses it to arrange reservations, to provide the Service and to send the news members agreed to receive. It is provided to the booked accommodation to the extent needed for the reservation.

Article 8 (Prohibited conduct)
Members shall not register or book with false information, impersonate others, disrupt the operation of the Service, or act against laws or public order and morals.

Article 9 (Withdrawal and cancellation of registration)
1. Members may withdraw at any time in the manner specified by ${owner.enShort}.
2. If a member breaches these terms, ${owner.enShort} may cancel the registration without prior notice.

Article 10 (Changes to these terms)
${owner.enShort} may change these terms when necessary. Changed terms take effect when posted on the Service, and anyone registering afterwards is asked to agree to the new version.

Supplementary provision
These terms take effect on 1 January 2026. The Japanese version prevails.`;

  return { titles: { ja: `${owner.ja} 会員規約`, en: `${owner.en} Member Terms` }, bodies: { ja, en } };
}

/** Agreement ids the tests name: the site's, union 1's and chain 1's (version 1 each). */
const DEMO_AGREEMENTS = { site: 1, union1: 2, chain1: 3 } as const;

export function demoMemberRows(): Rows[] {
  const site = memberTerms({
    ja: 'Tomaru',
    en: 'Tomaru',
    jaShort: '当サイト',
    enShort: 'the Site',
    benefitsJa: '会員は、宿泊施設が定める会員割引を受けられるほか、予約内容をマイページで確認できます。',
    benefitsEn:
      'Members receive the member discounts set by each accommodation and can see their reservations on My Page.',
  });
  const union = memberTerms({
    ja: 'トマル観光旅館組合',
    en: 'Tomaru Tourist Ryokan Union',
    jaShort: '当組合',
    enShort: 'the Union',
    benefitsJa: '会員は、当組合の加盟旅館・ホテルで会員割引および組合共通クーポンを利用できます。',
    benefitsEn:
      'Members can use member discounts and the Union’s shared coupons at its member inns and hotels.',
  });
  const chain = memberTerms({
    ja: '株式会社トマルホテルズ',
    en: 'Tomaru Hotels Co., Ltd.',
    jaShort: '当社',
    enShort: 'the Company',
    benefitsJa: '会員は、当社が運営するホテルで会員割引および会員限定プランを利用できます。',
    benefitsEn: 'Members can use member discounts and members-only plans at the hotels the Company operates.',
  });
  return [
    {
      table: agreements,
      rows: [
        { agreement_id: DEMO_AGREEMENTS.site, owner_type: 'site', owner_id: 0, version: 1, ...site },
        { agreement_id: DEMO_AGREEMENTS.union1, owner_type: 'union', owner_id: 1, version: 1, ...union },
        { agreement_id: DEMO_AGREEMENTS.chain1, owner_type: 'chain', owner_id: 1, version: 1, ...chain },
      ].map((row) => ({ ...row, created_at: PUBLISHED_AT })),
    },
    // The demo member (guest@example.com) registered on the site and opted in to direct mail then.
    {
      table: memberAgreements,
      rows: [
        {
          member_id: 1,
          agreement_id: DEMO_AGREEMENTS.site,
          version: 1,
          agreed_at: DEMO_MEMBER_REGISTERED_AT,
        },
      ],
    },
    {
      table: dmConsentHistory,
      rows: [{ id: 1, member_id: 1, action: 'opt_in', via: 'registration', at: DEMO_MEMBER_REGISTERED_AT }],
    },
    {
      table: memberDiscounts,
      rows: [
        { hotel_id: 1, kind: 'percent', value: 10, is_active: true, updated_at: PUBLISHED_AT },
        {
          hotel_id: 3,
          kind: 'yen_per_night_per_room',
          value: 500,
          is_active: true,
          updated_at: PUBLISHED_AT,
        },
      ],
    },
  ];
}
