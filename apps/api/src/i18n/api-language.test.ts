import { describe, expect, it } from 'vitest';
import { dbKinds } from '../test/databases.js';
import {
  bearer,
  createUser,
  lastSmsTo,
  randomEmail,
  registerPerson,
  useTestApp,
  waitForMailTo,
} from '../test/factories.js';
import { readCatalogues } from './catalogues.js';

const catalogues = readCatalogues();
const badLogin = 'Invalid email or password';

describe.each(dbKinds)('the API in five languages on %s', (kind) => {
  const t = useTestApp(kind);

  const logInBadly = (acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/email',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { email: randomEmail(), password: 'not-the-password' },
    });

  it('keeps the spec English word for word without Accept-Language or with English', async () => {
    for (const header of [undefined, 'en', 'en-GB,en;q=0.9', 'fr-FR', '*', 'xx;q=abc']) {
      const res = await logInBadly(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json(), String(header)).toEqual({ message: badLogin, code: 'UNAUTHENTICATED' });
    }
  });

  it.each(['pcm', 'ha', 'yo', 'ig'] as const)(
    'answers %s in that language, with the same code',
    async (language) => {
      const res = await logInBadly(`${language}-NG,${language};q=0.9,en;q=0.5`);
      expect(res.statusCode).toBe(401);
      const body = res.json<{ message: string; code: string }>();
      expect(body.code).toBe('UNAUTHENTICATED');
      expect(body.message).toBe(catalogues[language].messages.invalidEmailPassword);
      expect(body.message).not.toBe(badLogin);
    },
  );

  it('follows the preference order of the header', async () => {
    const res = await logInBadly('fr;q=1, yo;q=0.8, ha;q=0.5');
    expect(res.json<{ message: string }>().message).toBe(
      catalogues.yo.messages.invalidEmailPassword,
    );
  });

  it('fills a message with its values, and keeps the field a validation message names', async () => {
    const missing = await t.app.inject({
      url: '/api/laws/no-such-act',
      headers: { 'accept-language': 'ha' },
    });
    expect(missing.statusCode).toBe(404);
    const template = catalogues.ha.messages.noActLawLibrary ?? '';
    expect(missing.json<{ message: string }>().message).toBe(
      template.replace('{{act}}', 'no-such-act'),
    );

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/login/email',
      headers: { 'accept-language': 'ig' },
      payload: { email: 'not an address', password: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: `email: ${catalogues.ig.contracts.enterValidEmailAddress}`,
      code: 'BAD_REQUEST',
    });
  });

  it('translates confirmations too, and an unknown message stays as the server wrote it', async () => {
    const user = await createUser(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { ...bearer(user.token), 'accept-language': 'pcm' },
      payload: { language: 'ha' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: catalogues.pcm.messages.languageSaved });
  });

  it('refuses a language it does not speak, and a guest cannot set one', async () => {
    const user = await createUser(t.app);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: bearer(user.token),
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain(
      'Choose one of en, pcm, ha, yo or ig.',
    );
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'ha' },
    });
    expect(guest.statusCode).toBe(401);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.json<{ language: string }>().language).toBe('en');
  });

  it('writes the sign-up mail and SMS in the language the citizen signed up in', async () => {
    const person = await registerPerson(t.app);
    const email = randomEmail('hausa');
    const body = {
      name: 'Ada Obi',
      email,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      phone_number: person.phone.local,
      nin: person.nin,
    };
    const headers = { 'accept-language': 'ha' };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers,
      payload: body,
    });
    expect(asked.statusCode).toBe(202);
    const sms = await lastSmsTo(t.app, person.phone.e164);
    const code = /\b(\d{6})\b/.exec(sms ?? '')?.[1] ?? '';
    const smsTemplate = String((catalogues.ha.sms as Record<string, string>).code);
    expect(sms).toBe(
      smsTemplate
        .replace('{{appName}}', t.app.config.APP_NAME)
        .replace('{{code}}', code)
        .replace('{{minutes}}', '10'),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers,
      payload: { ...body, two_factor_code: code },
    });
    expect(created.statusCode).toBe(201);
    const mail = await waitForMailTo(t.app, email);
    const mailTexts = catalogues.ha.mail as Record<string, Record<string, string>>;
    expect(mail.subject).toBe(
      mailTexts.verify?.subject?.replace('{{appName}}', t.app.config.APP_NAME),
    );
    // A later mail follows the account's language, whatever the request that causes it asks.
    await t.app.inject({
      method: 'POST',
      url: '/api/forget-password-email',
      payload: { email },
    });
    const reset = await waitForMailTo(t.app, email, 2);
    expect(reset.subject).toBe(
      mailTexts.reset?.subject?.replace('{{appName}}', t.app.config.APP_NAME),
    );
  });
});
