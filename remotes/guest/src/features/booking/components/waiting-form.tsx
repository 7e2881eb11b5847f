import { Trans, useLingui } from '@lingui/react/macro';
import { createWaitingBody } from '@tomaru/domain/schemas/manage';
import { toErrorIssues } from '@tomaru/domain/validation';
import { ApiError } from '@tomaru/ui/api';
import { FormAlert } from '@tomaru/ui/form-alert';
import type { Lang } from '@tomaru/ui/lang';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { createWaiting } from '../api/create-waiting';
import { codeMessage } from '../messages';
import type { Occupancy } from '../model/flow-state';
import { FieldError, invalidProps } from './field-error';

type Stay = {
  hotel_id: number;
  plan_id: number;
  /** A secret plan's URL key: the wait names the plan as booking does. */
  secret_url?: string;
  room_id: number;
  checkin: string;
  checkout: string;
  rooms: Occupancy[];
  lang: Lang;
};

/** The first code per field of the form (name, email); any other path is the form's. */
function byField(issues: readonly { path: string; code: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path === 'email' || issue.path === 'name' ? issue.path : 'form';
    found[key] ??= issue.code;
  }
  return found;
}

/**
 * Joins the waiting list (キャンセル待ち) for a sold-out stay with a name and an e-mail address.
 * When the stay turns out to be bookable after all, says so and lets the guest go on booking.
 */
export function WaitingForm({ stay, onAvailable }: { stay: Stay; onAvailable: () => void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'open' | 'sending' | 'done' | 'available'>('open');
  // The refused call: the alert says it and names the fields to check.
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...stay, name, email };
    const parsed = v.safeParse(createWaitingBody, body);
    if (!parsed.success) {
      setErrors(byField(toErrorIssues(parsed.issues)));
      return;
    }
    setErrors({});
    setFailure(null);
    setState('sending');
    try {
      await createWaiting(body);
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'available_now') {
        setState('available');
        return;
      }
      setState('open');
      // A refused input is marked on its field as the browser's check marks it.
      if (error instanceof ApiError && error.code === 'validation_failed') setErrors(byField(error.issues));
      setFailure(error);
    }
  };

  if (state === 'done') {
    return (
      <p className="lead" role="status" data-testid="waiting-done">
        <Trans>キャンセル待ちを承りました。空室が出ましたら {email} へご案内をお送りします。</Trans>
      </p>
    );
  }
  if (state === 'available') {
    return (
      <div className="lead" role="status">
        <p>{codeMessage(i18n, 'available_now')}</p>
        <button type="button" className="button button--primary" onClick={onAvailable}>
          <Trans>料金を再計算する</Trans>
        </button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="bk-waiting-title">
      <h3 id="bk-waiting-title">
        <Trans>キャンセル待ちに登録する</Trans>
      </h3>
      <p className="bk-hint">
        <Trans>
          この日程・人数・部屋数で空室が出た場合に、先着順でメールにてお知らせします。ご予約は確定しません。
        </Trans>
      </p>
      <div className="field">
        <label htmlFor="bk-waiting-name">{t`お名前`}</label>
        <input
          id="bk-waiting-name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...invalidProps('waiting.name', errors.name)}
        />
        <FieldError name="waiting.name" code={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="bk-waiting-email">{t`メールアドレス`}</label>
        <input
          id="bk-waiting-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...invalidProps('waiting.email', errors.email)}
        />
        <FieldError name="waiting.email" code={errors.email} />
      </div>
      <FieldError name="waiting.form" code={errors.form} />
      <FormAlert error={failure} labels={{ name: t`お名前`, email: t`メールアドレス` }} />
      <button type="submit" className="button" disabled={state === 'sending'}>
        <Trans>キャンセル待ちに登録</Trans>
      </button>
    </form>
  );
}
