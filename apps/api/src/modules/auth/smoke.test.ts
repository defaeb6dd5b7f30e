import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { codeIn, lastSmsTo } from '../../test/factories.js';

describe('smoke', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });
  it('signs up with phone and NIN via the SMS code, then logs in', async () => {
    const body = {
      name: 'Chidi Okeke',
      email: 'Chidi@Example.ng',
      password: 'a long password',
      phone_number: '0803 123 4567',
      nin: '12345678901',
    };
    const first = await app.inject({ method: 'POST', url: '/api/signup', payload: body });
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toContain('Two factor');
    const code = codeIn(await lastSmsTo(app, '+2348031234567'));
    const second = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...body, two_factor_code: code },
    });
    expect(second.json().message).toContain('User created successfully');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: 'chidi@example.ng', password: 'a long password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('user');
    const profile = await app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(profile.json()).toEqual({
      name: 'Chidi Okeke',
      email: 'chidi@example.ng',
      phoneNumber: '+2348031234567',
      nin: '*******8901',
      sso: [],
    });
  });
});
