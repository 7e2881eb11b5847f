import { Trans, useLingui } from '@lingui/react/macro';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import type { AdditionalOption } from '../api/get-options';
import type { Question } from '../api/get-questions';
import type { FlowState } from '../model/flow-state';
import { FieldError, invalidProps } from './field-error';
import { upTo } from './occupancy-picker';

type Part = {
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  errors: Record<string, string>;
};

/** Step 1's additional options: how many of each (a required one at least one). */
export function OptionsSection({
  state,
  update,
  errors,
  lang,
  options,
}: Part & { lang: Lang; options: AdditionalOption[] }) {
  const { t } = useLingui();
  if (!options.length) return null;
  return (
    <section className="card" aria-labelledby="bk-options-title">
      <h3 id="bk-options-title">
        <Trans>追加オプション</Trans>
      </h3>
      <div className="bk-grid bk-grid--wide">
        {options.map((o) => {
          const key = `options.${o.additional_option_id}`;
          const id = `bk-option-${o.additional_option_id}`;
          const value = state.options[String(o.additional_option_id)] ?? 0;
          const { name } = o;
          const price = formatYen(o.unit_price, lang);
          // The price mode of the option (decision 043): per unit, per person or per night.
          const unit =
            o.price_unit === 'person'
              ? t`1名につき${price}`
              : o.price_unit === 'night'
                ? t`1泊につき${price}`
                : price;
          return (
            <div className="field" key={o.additional_option_id}>
              <label htmlFor={id}>{o.required ? t`${name}（${unit}・必須）` : t`${name}（${unit}）`}</label>
              <select
                id={id}
                value={value}
                onChange={(e) =>
                  update({
                    options: {
                      ...state.options,
                      [String(o.additional_option_id)]: Number(e.target.value),
                    },
                  })
                }
                {...invalidProps(key, errors[key])}
              >
                {upTo(Math.max(o.max_num, value)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <FieldError name={key} code={errors[key]} />
            </div>
          );
        })}
      </div>
      <FieldError name="options" code={errors.options} />
    </section>
  );
}

/** The hotel's questions to the guest, choices or free text, the mandatory ones marked. */
export function QuestionsSection({ state, update, errors, questions }: Part & { questions: Question[] }) {
  const { t } = useLingui();
  if (!questions.length) return null;
  return (
    <section className="card" aria-labelledby="bk-questions-title">
      <h3 id="bk-questions-title">
        <Trans>ホテルからの質問</Trans>
      </h3>
      {questions.map((q) => {
        const key = `questions.${q.question_id}`;
        const answer = state.answers[String(q.question_id)] ?? {};
        const { text } = q;
        const label = q.mandatory ? t`${text}（必須）` : text;
        const setAnswer = (a: { choice_id?: number; text?: string }) =>
          update({ answers: { ...state.answers, [String(q.question_id)]: a } });
        if (q.kind === 'choice') {
          return (
            <fieldset key={q.question_id} {...invalidProps(key, errors[key])}>
              <legend>{label}</legend>
              <div className="bk-choices">
                {q.choices.map((c) => (
                  <label className="bk-check" key={c.choice_id}>
                    <input
                      type="radio"
                      name={`question-${q.question_id}`}
                      value={c.choice_id}
                      checked={answer.choice_id === c.choice_id}
                      onChange={() => setAnswer({ choice_id: c.choice_id })}
                    />
                    <span>{c.text}</span>
                  </label>
                ))}
              </div>
              <FieldError name={key} code={errors[key]} />
            </fieldset>
          );
        }
        const id = `bk-question-${q.question_id}`;
        return (
          <div className="field" key={q.question_id}>
            <label htmlFor={id}>{label}</label>
            <textarea
              id={id}
              maxLength={500}
              value={answer.text ?? ''}
              onChange={(e) => setAnswer({ text: e.target.value })}
              {...invalidProps(key, errors[key])}
            />
            <FieldError name={key} code={errors[key]} />
          </div>
        );
      })}
      <FieldError name="questions" code={errors.questions} />
    </section>
  );
}
