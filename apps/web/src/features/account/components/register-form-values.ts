import type { Language } from '@kinderly/shared';

/** What the registration form holds; `toRegisterRequest` makes the request the shared schema checks. */
export type RegisterFormValues = {
  role: number | null;
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  doesAgree: boolean;
};

export const REGISTER_FIELDS = [
  'role',
  'firstName',
  'lastName',
  'userName',
  'email',
  'password',
  'passwordConfirmation',
  'doesAgree',
] as const satisfies readonly (keyof RegisterFormValues)[];

export const emptyRegisterForm = (role: number | null): RegisterFormValues => ({
  role,
  firstName: '',
  lastName: '',
  userName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  doesAgree: false,
});

/** The e-mails the account receives come in the language the person registered in. */
export function toRegisterRequest(values: RegisterFormValues, language: Language) {
  return { ...values, language };
}
