import { Trans, useLingui } from '@lingui/react/macro';
import { createUserBody } from '@tomaru/domain/schemas/members';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors, Field, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { FormAlert } from '@tomaru/ui/form-alert';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { createUser } from '../api/create-user';
import { type Agreement, getAgreements } from '../api/get-agreements';
import { PasswordFields, usePasswordLabels } from './password-fields';
import { emptyProfile, ProfileFields, profileInput, useProfileLabels } from './profile-fields';

/**
 * /register: the terms shown and agreed, the profile, a password, DM consent; then "check your mail".
 * The page says the same whether the address is new or already a member's: the mail says the rest
 * (a verification link, or the way to sign in), so the page never tells who has an account.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const uid = useId();
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [email, setEmail] = useState('');
  const [profile, setProfile] = useState(() => emptyProfile(lang));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [dmOptIn, setDmOptIn] = useState(false);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The failed submit (a code or an ApiError): the alert says it and names the fields to check.
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = {
    email: t`メールアドレス`,
    ...usePasswordLabels(),
    ...useProfileLabels(),
    dm_opt_in: t`お得な情報をメールで受け取る（いつでも停止できます）`,
    agree: t`利用規約に同意する`,
  };
  const title = sentTo ? t`メールをご確認ください` : t`会員登録`;
  usePageTitle(title);

  useEffect(() => {
    let live = true;
    getAgreements(lang).then(
      (a) => live && setAgreement(a),
      (e: unknown) => live && setLoadError(e),
    );
    return () => {
      live = false;
    };
  }, [lang]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = validateWith(createUserBody, {
      ...profileInput(profile),
      email,
      password,
      password_confirmation: confirmation,
      dm_opt_in: dmOptIn,
      agreement_id: agreement?.agreement_id ?? 0,
      agree: agree || undefined,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure('validation_failed');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createUser(parsed.output);
      setSentTo(parsed.output.email);
      window.scrollTo(0, 0);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="center-box card">
        <h1>{title}</h1>
        <p role="status">
          <Trans>
            {sentTo}{' '}
            宛てにメールをお送りしました。メールに記載のリンクを24時間以内に開いて、登録を完了してください。
          </Trans>
        </p>
        <p>
          <Trans>
            このメールアドレスですでに会員登録されている場合は、ログインとパスワード再設定のご案内をお送りしています。
          </Trans>
        </p>
        <p>
          <Trans>メールが届かない場合は、迷惑メールフォルダもご確認ください。</Trans>
        </p>
      </div>
    );
  }

  const err = (name: string) => (errors[name] ? errorText(errors[name]) : undefined);
  return (
    <div className="center-box">
      <h1>{title}</h1>
      {loadError ? (
        <p className="form__failure" role="alert">
          {errorText(loadError)}
        </p>
      ) : null}
      <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
        <FormAlert
          error={failure}
          unshown={failure === 'validation_failed' ? Object.keys(errors).filter((p) => p !== '_') : undefined}
          labels={labels}
        />
        <Field id={`${uid}-email`} label={t`メールアドレス`} required error={err('email')}>
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
        <PasswordFields
          idPrefix={uid}
          password={password}
          confirmation={confirmation}
          errors={errors}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
        />
        <ProfileFields idPrefix={uid} values={profile} errors={errors} onChange={setProfile} />
        <div className="check-field">
          <input
            id={`${uid}-dm`}
            type="checkbox"
            name="dm_opt_in"
            checked={dmOptIn}
            onChange={(e) => setDmOptIn(e.target.checked)}
          />
          <label htmlFor={`${uid}-dm`}>
            <Trans>お得な情報をメールで受け取る（いつでも停止できます）</Trans>
          </label>
        </div>
        {agreement ? (
          <section className="agreement" aria-labelledby={`${uid}-terms`}>
            <h2 id={`${uid}-terms`}>{agreement.title}</h2>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the terms scroll and must be reachable by keyboard */}
            <div className="agreement__body" tabIndex={0}>
              {agreement.body}
            </div>
          </section>
        ) : null}
        <div className="check-field">
          <input
            id={`${uid}-agree`}
            type="checkbox"
            name="agree"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${uid}-agree-error` : undefined}
          />
          <label htmlFor={`${uid}-agree`}>
            <Trans>利用規約に同意する</Trans>
          </label>
        </div>
        {errors.agree ? (
          <p className="field__error" id={`${uid}-agree-error`}>
            {errorText(errors.agree)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy || !agreement}>
          <Trans>登録する</Trans>
        </button>
        <p>
          <LangLink to="/login">
            <Trans>すでに会員の方はこちらからログイン</Trans>
          </LangLink>
        </p>
      </form>
    </div>
  );
}
