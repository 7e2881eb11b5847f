import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { updateUserInfoBody } from '@tomaru/domain/schemas/members';
import { apiFieldErrors, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { FormAlert } from '@tomaru/ui/form-alert';
import { type Lang, LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { getUserInfo, type MemberProfile, updateUserInfo } from '../../../api/members';
import {
  emptyProfile,
  ProfileFields,
  type ProfileValues,
  profileInput,
  useProfileLabels,
} from './profile-fields';

function valuesOf(p: MemberProfile, fallbackLang: Lang): ProfileValues {
  return {
    ...emptyProfile(fallbackLang),
    last_name: p.last_name,
    first_name: p.first_name,
    last_name_kana: p.last_name_kana,
    first_name_kana: p.first_name_kana,
    gender: p.gender ?? '',
    tel1: p.tel1,
    tel1_type: p.tel1_type ?? '',
    tel2: p.tel2,
    tel2_type: p.tel2_type ?? '',
    postcode: p.postcode,
    prefecture: p.prefecture,
    address: p.address,
    birthday: p.birthday,
    lang: p.lang || fallbackLang,
  };
}

/** /mypage/userinfo and /userinfo42: the member edits their profile (not e-mail or password). */
export function UserInfoPage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const uid = useId();
  const [member, setMember] = useState<MemberProfile | null>(null);
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The failed load or submit (a code or an ApiError): the alert says it and names the fields to check.
  const [failure, setFailure] = useState<unknown>(null);
  const labels = useProfileLabels();
  const [busy, setBusy] = useState(false);
  const title = t`会員情報の変更`;
  usePageTitle(title);

  useEffect(() => {
    let live = true;
    getUserInfo().then(
      (p) => {
        if (!live) return;
        setMember(p);
        setValues(valuesOf(p, lang));
      },
      (e: unknown) => live && setFailure(e ?? 'internal_error'),
    );
    return () => {
      live = false;
    };
  }, [lang]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!values) return;
    setFailure(null);
    const parsed = validateWith(updateUserInfoBody, profileInput(values));
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure('validation_failed');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await updateUserInfo(parsed.output);
      await navigate({ href: langPath(lang, '/mypage/updatecomplete') });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <div className="center-box">
      <h1>{title}</h1>
      <FormAlert
        error={failure}
        unshown={failure === 'validation_failed' ? Object.keys(errors).filter((p) => p !== '_') : undefined}
        labels={labels}
      />
      {member && values ? (
        <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
          <p>
            <Trans>メールアドレス: {member.email}</Trans>
          </p>
          <ProfileFields idPrefix={uid} values={values} errors={errors} onChange={setValues} />
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>変更を保存する</Trans>
          </button>
          <p>
            <LangLink to="/mypage">
              <Trans>マイページへ戻る</Trans>
            </LangLink>
          </p>
        </form>
      ) : failure ? null : (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      )}
    </div>
  );
}

/** /mypage/updatecomplete: the profile was saved. */
export function UpdateCompletePage() {
  const { t } = useLingui();
  const title = t`会員情報を変更しました`;
  usePageTitle(title);
  return (
    <div className="center-box card">
      <h1>{title}</h1>
      <p role="status" className="success">
        <Trans>会員情報の変更が完了しました。</Trans>
      </p>
      <p>
        <LangLink to="/mypage" className="button button--primary">
          <Trans>マイページへ戻る</Trans>
        </LangLink>
      </p>
    </div>
  );
}
