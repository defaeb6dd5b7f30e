import { PersonName } from '@civicng/contracts';
import { contractMessageKey } from '../../lib/contract-messages';

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

/** Each field's message, as a catalogue key the form translates when it shows it. */
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5: name, email (format) and password required; the code once it is asked for. The name
 * follows the server's rule (letters, spaces, apostrophes, hyphens, dots). Returns catalogue keys.
 */
export function validateSignup(values: SignupValues, codeRequired: boolean): SignupErrors {
  const errors: SignupErrors = {};
  const name = PersonName.safeParse(values.name);
  if (!name.success) {
    errors.name = contractMessageKey(name.error.issues[0]) ?? 'auth.signup.errors.nameInvalid';
  }
  const email = values.email.trim();
  if (!email) errors.email = 'auth.emailRequired';
  else if (!emailFormat.test(email)) errors.email = 'auth.signup.errors.emailInvalid';
  if (!values.password) errors.password = 'auth.passwordRequired';
  if (codeRequired && !values.twoFactorCode.trim()) {
    errors.twoFactorCode = 'auth.signup.errors.twoFactorCodeRequired';
  }
  return errors;
}
