import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorProps } from '../../../lib/forms/error-props.ts';

interface NewPasswordFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: { password?: FieldError; passwordConfirmation?: FieldError };
  /** "Password" on registration, "New password" when resetting. */
  passwordLabel?: string;
}

/** A new password and its confirmation, as the shared schemas name them (`password`, `passwordConfirmation`). */
export function NewPasswordFields<T extends FieldValues>({
  register,
  errors,
  passwordLabel,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        {...register('password' as Path<T>)}
        label={passwordLabel ?? t('fields.password')}
        autoComplete="new-password"
        required
        fullWidth
        {...errorProps(t, errors.password, t('fields.passwordHint'))}
      />
      <PasswordField
        {...register('passwordConfirmation' as Path<T>)}
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        fullWidth
        {...errorProps(t, errors.passwordConfirmation)}
      />
    </>
  );
}
