import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { bookingKeyQuery } from '@tomaru/domain/schemas/manage';
import { ApiError } from '@tomaru/ui/api';
import { normalizeDisplayId, saveBookingKey } from '@tomaru/ui/booking-key';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors, Field, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { FormAlert } from '@tomaru/ui/form-alert';
import { langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useId, useState } from 'react';
import { bookingQuery } from '../../../api/bookings';

/** /checkbooking: find a reservation by its display id and the booker's e-mail. */
export function CheckBookingPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useId();
  const search = useSearch({ strict: false }) as { code?: unknown };
  const [code, setCode] = useState(typeof search.code === 'string' ? search.code : '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // The refused look-up: the alert says it and names the fields to check.
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const title = t`予約確認`;
  usePageTitle(title);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = validateWith(bookingKeyQuery, { code, email });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // Into the cache: the detail page it opens shows the reservation without asking again.
      await queryClient.fetchQuery(bookingQuery(parsed.output, lang));
      saveBookingKey(parsed.output);
      await navigate({ href: langPath(lang, `/checkreserve/${parsed.output.code}`) });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(error instanceof ApiError && error.status === 404 ? 'reservation_not_found' : error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="center-box card">
      <h1>{title}</h1>
      <p>
        <Trans>予約完了メールに記載の予約番号と、ご予約時のメールアドレスを入力してください。</Trans>
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormAlert error={failure} labels={{ code: t`予約番号`, email: t`メールアドレス` }} />
        <Field
          id={`${uid}-code`}
          label={t`予約番号`}
          required
          error={errors.code ? errorText(errors.code) : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onBlur={() => code && setCode(normalizeDisplayId(code))}
            />
          )}
        </Field>
        <Field
          id={`${uid}-email`}
          label={t`メールアドレス`}
          required
          error={errors.email ? errorText(errors.email) : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>予約を確認する</Trans>
        </button>
      </form>
    </div>
  );
}
