import { Trans, useLingui } from '@lingui/react/macro';
import { PREFECTURES } from '@tomaru/domain/lists/prefectures';
import { searchPlansQuery } from '@tomaru/domain/schemas/catalog';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from './error-text';
import { Field, type FieldErrors, validateWith } from './form';
import { useLang } from './lang';
import { addStayDays, todayInTokyo } from './stay-dates';

/** The search as typed: every field a string, empty when not chosen (the URL query uses the same names). */
export type SearchValues = {
  prefecture: string;
  checkin: string;
  checkout: string;
  room_count: string;
  adults: string;
};

export const EMPTY_SEARCH: SearchValues = {
  prefecture: '',
  checkin: '',
  checkout: '',
  room_count: '1',
  adults: '2',
};

/** The search read from a query string (unknown fields ignored, missing ones empty). */
export function searchFromQuery(params: URLSearchParams): SearchValues {
  const get = (k: keyof SearchValues) => params.get(k) ?? EMPTY_SEARCH[k];
  return {
    prefecture: get('prefecture'),
    checkin: get('checkin'),
    checkout: get('checkout'),
    room_count: get('room_count'),
    adults: get('adults'),
  };
}

/** The query string of a search, without the fields left empty. */
export function searchToQuery(values: Partial<SearchValues>): string {
  const entries = Object.entries(values).filter((e): e is [string, string] => !!e[1]);
  return new URLSearchParams(entries).toString();
}

/**
 * Validates a search with the API's own schema (searchplans): dates both or neither, check-out after
 * check-in, rooms and adults as whole numbers. Errors are keyed by field; a missing date is reported
 * on the date that is missing.
 */
export function validateSearch(values: SearchValues): FieldErrors {
  const input = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  const result = validateWith(searchPlansQuery, input);
  if (result.ok) return {};
  const errors = { ...result.errors };
  const whole = errors._;
  if (whole) {
    delete errors._;
    errors[values.checkin ? 'checkout' : 'checkin'] ??= whole;
  }
  return errors;
}

const COUNTS = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/**
 * The stay search: area (optional, `withArea`), check-in and check-out, rooms and adults. Calls
 * `onSearch` with the values once they pass the shared schema; shows each issue next to its field.
 */
export function StaySearchForm({
  initial,
  withArea,
  onSearch,
  submitLabel,
}: {
  initial: SearchValues;
  withArea: boolean;
  onSearch: (values: SearchValues) => void;
  submitLabel?: string;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const id = useId();
  const [values, setValues] = useState<SearchValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = todayInTokyo();
  const set = (field: keyof SearchValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((old) => {
      const next = { ...old, [field]: value };
      // A new check-in after the check-out moves the check-out to the next day.
      if (field === 'checkin' && value && (!old.checkout || old.checkout <= value))
        next.checkout = addStayDays(value, 1);
      return next;
    });
  };
  const err = (field: string) => (errors[field] ? errorText(errors[field]) : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSearch(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(values);
  }

  return (
    <form className="form stay-search" onSubmit={submit} noValidate>
      {withArea ? (
        <Field id={`${id}-prefecture`} label={t`エリア`} error={err('prefecture')}>
          {(aria) => (
            <select {...aria} name="prefecture" value={values.prefecture} onChange={set('prefecture')}>
              <option value="">{t`すべてのエリア`}</option>
              {PREFECTURES.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.names[lang]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div className="stay-search__dates">
        <Field id={`${id}-checkin`} label={t`チェックイン`} error={err('checkin')}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="checkin"
              min={today}
              value={values.checkin}
              onChange={set('checkin')}
            />
          )}
        </Field>
        <Field id={`${id}-checkout`} label={t`チェックアウト`} error={err('checkout')}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="checkout"
              min={values.checkin ? addStayDays(values.checkin, 1) : addStayDays(today, 1)}
              value={values.checkout}
              onChange={set('checkout')}
            />
          )}
        </Field>
      </div>
      <div className="stay-search__party">
        <Field id={`${id}-rooms`} label={t`部屋数`} error={err('room_count')}>
          {(aria) => (
            <select {...aria} name="room_count" value={values.room_count} onChange={set('room_count')}>
              {COUNTS(10).map((n) => (
                <option key={n} value={n}>
                  {t`${n}室`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-adults`} label={t`大人`} error={err('adults')}>
          {(aria) => (
            <select {...aria} name="adults" value={values.adults} onChange={set('adults')}>
              {COUNTS(20).map((n) => (
                <option key={n} value={n}>
                  {t`${n}名`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="field__hint">
        <Trans>日程を指定しない場合は、各プランの最低料金を表示します。</Trans>
      </p>
      <button type="submit" className="button button--primary">
        {submitLabel ?? t`検索する`}
      </button>
    </form>
  );
}
