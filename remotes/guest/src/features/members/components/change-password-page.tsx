import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordBody } from '@tomaru/domain/schemas/auth';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink } from '@tomaru/ui/lang';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { usePageTitle } from '@tomaru/ui/title';
import { useState } from 'react';
import { changePassword } from '../api/change-password';

/** /changepassword and /mypage/changepassword: current password, then the new one twice. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const title = t`パスワードの変更`;
  usePageTitle(title);
  const form = useSchemaForm(changePasswordBody, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    onSubmit: async (body) => {
      try {
        await changePassword(body);
      } catch (error) {
        // A wrong current password is said once, in the alert: only input errors go next to fields.
        if (error instanceof ApiError && error.code !== 'validation_failed')
          throw new ApiError(error.status, error.code, error.message);
        throw error;
      }
      setDone(true);
    },
  });
  const describeFailure = (error: unknown) =>
    error instanceof ApiError && error.code === 'too_many_attempts'
      ? errorText(error)
      : t`パスワードの変更に失敗しました。現在のパスワードを確認してください。`;

  return (
    <div className="center-box card">
      <h1>{title}</h1>
      {done ? (
        <>
          <p role="status" className="success">
            <Trans>パスワードを変更しました。</Trans>
          </p>
          <p>
            <LangLink to="/mypage">
              <Trans>マイページへ戻る</Trans>
            </LangLink>
          </p>
        </>
      ) : (
        <SchemaFormView form={form} describeFailure={describeFailure}>
          <TextField
            form={form}
            name="current_password"
            label={t`現在のパスワード`}
            required
            type="password"
            autoComplete="current-password"
          />
          <TextField
            form={form}
            name="password"
            label={t`新しいパスワード`}
            hint={t`12〜72文字で、英字と数字の両方を含めてください。`}
            required
            type="password"
            autoComplete="new-password"
          />
          <TextField
            form={form}
            name="password_confirmation"
            label={t`新しいパスワード（確認）`}
            required
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton form={form} pendingLabel={t`変更しています…`}>
            <Trans>パスワードを変更する</Trans>
          </SubmitButton>
        </SchemaFormView>
      )}
    </div>
  );
}
