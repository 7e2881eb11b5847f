import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordBody } from '@tomaru/domain/schemas/auth';
import type { StaffKind } from '@tomaru/ui/api';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { useState } from 'react';
import { accountQuery, changePassword } from '../api/account';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * The password change under the spec's policy (12–72 characters, letters and digits); the shared
 * schema says what it can in the browser, the server judges the rest (the current password).
 */
export function PasswordForm({ viewer }: { viewer: StaffKind }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const change = useMutation({
    mutationFn: (body: Parameters<typeof changePassword>[1]) => changePassword(viewer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQuery(viewer).queryKey }),
  });
  const form = useSchemaForm(changePasswordBody, {
    defaultValues: EMPTY,
    onSubmit: async (body) => {
      setChanged(false);
      await change.mutateAsync(body);
      form.reset(EMPTY);
      setChanged(true);
    },
  });
  return (
    <SchemaFormView form={form} aria-label={t`パスワードの変更`}>
      <TextField
        form={form}
        name="current_password"
        type="password"
        autoComplete="current-password"
        label={t`現在のパスワード`}
        required
      />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t`新しいパスワード`}
        hint={t`12〜72文字で、英字と数字の両方を含めてください。`}
        required
      />
      <TextField
        form={form}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t`新しいパスワード（確認）`}
        required
      />
      <SubmitButton form={form}>
        <Trans>パスワードを変更</Trans>
      </SubmitButton>
      <div role="status">
        {changed ? (
          <p className="account-ok">
            <Trans>パスワードを変更しました。ほかの端末ではログインし直す必要があります。</Trans>
          </p>
        ) : null}
      </div>
    </SchemaFormView>
  );
}
