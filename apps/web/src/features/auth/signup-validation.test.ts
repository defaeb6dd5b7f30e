import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  validateSignup as validateToKeys,
  type SignupErrors,
  type SignupValues,
} from './signup-validation';

/** The messages as the form shows them in English. */
const validateSignup = (values: SignupValues, codeRequired: boolean): SignupErrors =>
  Object.fromEntries(
    Object.entries(validateToKeys(values, codeRequired)).map(([field, key]) => [
      field,
      i18next.t(key),
    ]),
  );

const filled: SignupValues = {
  name: 'Ada Obi',
  email: 'ada@example.ng',
  password: 'long enough',
  phone: '',
  nin: '',
  stateId: '',
  lga: '',
  twoFactorCode: '',
};

describe('signup validation of spec §5', () => {
  it('accepts name, email and password with the rest left empty', () => {
    expect(validateSignup(filled, false)).toEqual({});
  });

  it('requires name, email and password and checks the email format', () => {
    expect(validateSignup({ ...filled, name: ' ', email: '', password: '' }, false)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignup({ ...filled, email: 'ada@' }, false).email).toBe(
      'Enter a valid email address',
    );
  });

  it('takes names in any script but refuses digits, line breaks and addresses', () => {
    for (const name of ['Ọlá Adébáyọ̀', "Mary-Jane O'Neil", 'A. B. Okeke']) {
      expect(validateSignup({ ...filled, name }, false)).toEqual({});
    }
    for (const name of ['0803 123 4567', 'Ada\nSECURITY NOTICE: call 0803', 'ada@example.ng']) {
      expect(validateSignup({ ...filled, name }, false).name).toMatch(/letters/);
    }
  });

  it('requires the two-factor code once it is shown', () => {
    expect(validateSignup(filled, true).twoFactorCode).toBe('Two Factor Code is required');
  });
});
