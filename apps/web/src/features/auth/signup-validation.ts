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

/** Spec §5: name, email (format) and password required; the code once it is asked for. */
export function validateSignup(values: SignupValues, codeRequired: boolean): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!emailFormat.test(email)) errors.email = 'Enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  if (codeRequired && !values.twoFactorCode.trim()) {
    errors.twoFactorCode = 'Two Factor Code is required';
  }
  return errors;
}
