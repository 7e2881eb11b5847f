import { Trans, useLingui } from '@lingui/react/macro';
import { PREFECTURES } from '@tomaru/domain/lists/prefectures';
import { personName } from '@tomaru/domain/reservations/person-name';
import type { Lang } from '@tomaru/ui/lang';
import type { HotelNotation } from '../../../api/hotels';
import type { Question } from '../api/get-questions';
import type { FlowState, PersonForm } from '../model/flow-state';
import { sellerAddress } from '../model/seller-address';

function personLine(p: PersonForm, lang: Lang): string {
  const name = personName(p, lang);
  const kana = p.last_name_kana || p.first_name_kana ? `（${p.last_name_kana} ${p.first_name_kana}）` : '';
  return `${name}${kana}`;
}

/** The confirmation's summary of the booker, the lodger, the answers and the note. */
export function GuestSummary({
  state,
  lang,
  questions,
}: {
  state: FlowState;
  lang: Lang;
  questions: Question[];
}) {
  const { t } = useLingui();
  const prefecture = (code: string) => PREFECTURES.find((p) => p.code === code)?.names[lang] ?? '';
  const answered = questions
    .map((q) => {
      const a = state.answers[String(q.question_id)];
      const text =
        q.kind === 'choice'
          ? (q.choices.find((c) => c.choice_id === a?.choice_id)?.text ?? '')
          : (a?.text ?? '');
      return { id: q.question_id, question: q.text, text: text.trim() };
    })
    .filter((a) => a.text);
  return (
    <section className="card" aria-labelledby="bk-confirm-guest">
      <h3 id="bk-confirm-guest">
        <Trans>お客様情報</Trans>
      </h3>
      <dl className="bk-summary">
        <dt>{t`ご予約者`}</dt>
        <dd>{personLine(state.user, lang)}</dd>
        <dt>{t`メールアドレス`}</dt>
        <dd>{state.user.mail1}</dd>
        <dt>{t`電話番号`}</dt>
        <dd>{state.user.tel1}</dd>
        {state.user.postcode || state.user.prefecture || state.user.address ? (
          <>
            <dt>{t`住所`}</dt>
            <dd>
              {[
                state.user.postcode && `〒${state.user.postcode}`,
                prefecture(state.user.prefecture),
                state.user.address,
              ]
                .filter(Boolean)
                .join(' ')}
            </dd>
          </>
        ) : null}
        {state.lodger_differs ? (
          <>
            <dt>{t`宿泊者`}</dt>
            <dd>
              {personLine(state.lodger, lang)} / {state.lodger.mail1} / {state.lodger.tel1}
            </dd>
          </>
        ) : null}
        {answered.map((a) => (
          <div key={a.id} style={{ display: 'contents' }}>
            <dt>{a.question}</dt>
            <dd>{a.text}</dd>
          </div>
        ))}
        {state.note.trim() ? (
          <>
            <dt>{t`ご要望・備考`}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{state.note}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The seller as 特定商取引法 asks it to be named on the final confirmation screen. */
export function SellerSummary({ notation }: { notation: HotelNotation }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="bk-confirm-seller" data-testid="seller">
      <h3 id="bk-confirm-seller">
        <Trans>販売事業者（特定商取引法に基づく表記）</Trans>
      </h3>
      <dl className="bk-summary">
        <dt>{t`販売事業者`}</dt>
        <dd>{notation.seller || notation.name}</dd>
        <dt>{t`所在地`}</dt>
        <dd>{sellerAddress(notation)}</dd>
        {notation.tel ? (
          <>
            <dt>{t`電話番号`}</dt>
            <dd>
              <a href={`tel:${notation.tel}`}>{notation.tel}</a>
            </dd>
          </>
        ) : null}
        {notation.email ? (
          <>
            <dt>{t`メールアドレス`}</dt>
            <dd>
              <a href={`mailto:${notation.email}`}>{notation.email}</a>
            </dd>
          </>
        ) : null}
        {notation.invoice_registration_number ? (
          <>
            <dt>{t`登録番号`}</dt>
            <dd>{notation.invoice_registration_number}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
