import { PersonName } from '@civicng/contracts';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  nin: string;
  stateId: string;
  lga: string;
  twoFactorCode: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5: name, email (format) and password required; the code once it is asked for. The name
 * follows the server's rule (letters, spaces, apostrophes, hyphens, dots).
 */
export function validateSignup(values: SignupValues, codeRequired: boolean): SignupErrors {
  const errors: SignupErrors = {};
  const name = PersonName.safeParse(values.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Enter your name';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!emailFormat.test(email)) errors.email = 'Enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  if (codeRequired && !values.twoFactorCode.trim()) {
    errors.twoFactorCode = 'Two Factor Code is required';
  }
  return errors;
}
