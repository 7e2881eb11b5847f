import { useLingui } from '@lingui/react/macro';
import { useErrorText } from '@tomaru/ui/error-text';
import { Field, type FieldErrors } from '@tomaru/ui/form';

/** The password fields' labels, in the guest's language: on the fields, and in the failure alert. */
export function usePasswordLabels(): Record<'password' | 'password_confirmation', string> {
  const { t } = useLingui();
  return { password: t`新しいパスワード`, password_confirmation: t`新しいパスワード（確認）` };
}

/** A new password and its confirmation, with the policy stated. */
export function PasswordFields({
  idPrefix,
  password,
  confirmation,
  errors,
  onPassword,
  onConfirmation,
}: {
  idPrefix: string;
  password: string;
  confirmation: string;
  errors: FieldErrors;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const labels = usePasswordLabels();
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={labels.password}
        hint={t`12〜72文字で、英字と数字の両方を含めてください。`}
        required
        error={errors.password ? errorText(errors.password) : undefined}
      >
        {(aria) => (
          <input
            {...aria}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => onPassword(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-password_confirmation`}
        label={labels.password_confirmation}
        required
        error={errors.password_confirmation ? errorText(errors.password_confirmation) : undefined}
      >
        {(aria) => (
          <input
            {...aria}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => onConfirmation(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
