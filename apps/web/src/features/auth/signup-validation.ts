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

/** Each field's message, as a catalogue key the form translates when it shows it. */
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's name rules, by their English message, as catalogue keys. */
const nameMessageKeys: Record<string, string> = {
  'Name is required': 'auth.signup.errors.nameRequired',
  'Name is too long (at most 100 characters)': 'auth.signup.errors.nameTooLong',
  "A name can only contain letters, spaces, apostrophes ('), hyphens (-) and dots":
    'auth.signup.errors.nameCharacters',
  'A name must contain letters': 'auth.signup.errors.nameNeedsLetters',
  'A name cannot be a web address': 'auth.signup.errors.nameNotAddress',
};

/**
 * Spec §5: name, email (format) and password required; the code once it is asked for. The name
 * follows the server's rule (letters, spaces, apostrophes, hyphens, dots). Returns catalogue keys.
 */
export function validateSignup(values: SignupValues, codeRequired: boolean): SignupErrors {
  const errors: SignupErrors = {};
  const name = PersonName.safeParse(values.name);
  if (!name.success) {
    const message = name.error.issues[0]?.message ?? '';
    errors.name = nameMessageKeys[message] ?? 'auth.signup.errors.nameInvalid';
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
