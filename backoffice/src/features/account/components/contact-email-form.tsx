import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAccountBody } from '@tomaru/domain/schemas/account';
import type { StaffKind } from '@tomaru/ui/api';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import { useState } from 'react';
import { type Account, accountQuery, updateAccount } from '../api/account';

/** Where the staff behind this login want notices: updateaccount. */
export function ContactEmailForm({ viewer, account }: { viewer: StaffKind; account: Account }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateAccount>[1]) => updateAccount(viewer, body),
    onSuccess: (answer) => queryClient.setQueryData(accountQuery(viewer).queryKey, answer),
  });
  const form = useSchemaForm(updateAccountBody, {
    defaultValues: { contact_email: account.contact_email },
    onSubmit: async (body) => {
      setSaved(false);
      const answer = await save.mutateAsync(body);
      form.reset({ contact_email: answer.contact_email });
      setSaved(true);
    },
  });
  return (
    <SchemaFormView form={form} aria-label={t`連絡先メールアドレス`}>
      <TextField
        form={form}
        name="contact_email"
        type="email"
        autoComplete="email"
        label={t`担当者の連絡先メールアドレス`}
        hint={t`このログインを使う担当者へのお知らせが届きます。空欄にすると削除します。`}
      />
      <SubmitButton form={form}>
        <Trans>メールアドレスを保存</Trans>
      </SubmitButton>
      <div role="status">
        {saved && !form.formState.isDirty ? (
          <p className="account-ok">
            <Trans>メールアドレスを保存しました。</Trans>
          </p>
        ) : null}
      </div>
    </SchemaFormView>
  );
}
