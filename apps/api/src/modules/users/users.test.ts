import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { sharedDataPath } from '../../paths.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  linkSso,
  registerPerson,
} from '../../test/factories.js';

interface Profile {
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  nin: string | null;
  sso: string[];
  verified: boolean;
}
interface States {
  states: { id: number; state: string; lgas: string[] }[];
}
const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

const statesFile = sharedDataPath('nigeria-states-lgas.json') ?? '';
const haveStatesFile = statesFile !== '';

describe.each(dbKinds)('profile, deletion and states on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? bearer(token) : {} });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login/email', payload: { email, password } });

  describe('profile', () => {
    it('shows a password account: name and email, no phone, NIN or SSO', async () => {
      const user = await createUser(app, { name: 'Ada Obi' });
      const res = await get('/api/user/profile', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<Profile>()).toEqual({
        name: 'Ada Obi',
        email: user.email,
        phoneNumber: null,
        nin: null,
        sso: [],
        verified: false,
        language: 'en',
        votingPin: false,
      });
    });

    it('shows a verified account with its phone, the NIN masked and its sign-in providers', async () => {
      const user = await createUser(app, { verified: true, name: 'Emeka Nwosu' });
      await linkSso(app, user.id, 'google');
      await linkSso(app, user.id, 'apple');
      const res = await get('/api/user/profile', user.token);
      expect(res.statusCode).toBe(200);
      const profile = res.json<Profile>();
      expect(profile).toMatchObject({
        name: 'Emeka Nwosu',
        email: user.email,
        phoneNumber: '+2348031234567',
        nin: `*******${(user.nin ?? '').slice(-4)}`,
        verified: true,
      });
      expect([...profile.sso].sort()).toEqual(['Apple', 'Google']);
      expect(res.body).not.toContain(user.nin ?? 'no nin');
    });

    it("shows each token its own account's profile only", async () => {
      const a = await createUser(app, { name: 'Citizen A' });
      const b = await createUser(app, { name: 'Citizen B' });
      const ofA = (await get('/api/user/profile', a.token)).json<Profile>();
      const ofB = (await get('/api/user/profile', b.token)).json<Profile>();
      expect(ofA).toMatchObject({ name: 'Citizen A', email: a.email });
      expect(ofB).toMatchObject({ name: 'Citizen B', email: b.email });
    });

    it('needs a valid session', async () => {
      const user = await createUser(app);
      for (const token of [undefined, 'garbage', `${user.token}x`]) {
        const res = await get('/api/user/profile', token);
        expect(res.statusCode).toBe(401);
        expect(message(res)).toBe('Please log in to continue.');
      }
    });
  });

  describe('account deletion', () => {
    it('deletes the account: every session ends, the row is gone and login fails', async () => {
      const user = await createUser(app, { verified: true });
      const second = (await login(user.email, user.password)).json<{ access_token: string }>()
        .access_token;
      const bystander = await createUser(app);

      const res = await get('/api/user/delete', user.token);
      expect(res.statusCode).toBe(200);
      expect(message(res)).toBe('Your account has been deleted');

      for (const token of [user.token, second]) {
        expect((await get('/api/user/profile', token)).statusCode).toBe(401);
        expect((await get('/api/user/delete', token)).statusCode).toBe(401);
      }
      const rows = await database.rows(sql`select id from users where id = ${user.id}`);
      expect(rows).toHaveLength(0);
      const sessions = await database.rows(sql`select id from sessions where user_id = ${user.id}`);
      expect(sessions).toHaveLength(0);
      const loginAgain = await login(user.email, user.password);
      expect(loginAgain.statusCode).toBe(401);
      expect(message(loginAgain)).toBe('Invalid email or password');
      expect((await get('/api/user/profile', bystander.token)).statusCode).toBe(200);
    });

    it('refuses to delete the last administrator, even when two delete themselves at once', async () => {
      // Only the administrators of this test: any made earlier become citizens.
      await database.rows(sql`update users set role = 'user' where role = 'admin'`);
      const first = await createUser(app, { admin: true });
      const alone = await get('/api/user/delete', first.token);
      expect(alone.statusCode).toBe(409);
      expect(message(alone)).toBe(
        'You are the only administrator. Make another account an administrator before deleting this one.',
      );
      expect((await get('/api/user/profile', first.token)).statusCode).toBe(200);

      const second = await createUser(app, { admin: true });
      const both = await Promise.all([
        get('/api/user/delete', first.token),
        get('/api/user/delete', second.token),
      ]);
      expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const admins = await database.rows(sql`select id from users where role = 'admin'`);
      expect(admins).toHaveLength(1);
    });

    it('frees the email and the NIN for a new signup', async () => {
      const user = await createUser(app, { verified: true });
      const { phone } = await registerPerson(app, { nin: user.nin });
      expect((await get('/api/user/delete', user.token)).statusCode).toBe(200);
      const body = {
        name: 'Ada Again',
        email: user.email,
        password: 'a long password',
        phone_number: phone.local,
        nin: user.nin,
      };
      const first = await app.inject({ method: 'POST', url: '/api/signup', payload: body });
      expect(first.statusCode).toBe(202);
      const code = codeIn(await lastSmsTo(app, phone.e164));
      const created = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { ...body, two_factor_code: code },
      });
      expect(created.statusCode).toBe(201);
    });

    it('needs a valid session', async () => {
      const res = await get('/api/user/delete');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('states and LGAs', () => {
    it.skipIf(!haveStatesFile)(
      `lists the 36 states and the FCT with their 774 LGAs (needs ../shared/data/nigeria-states-lgas.json)`,
      async () => {
        const res = await get('/api/states');
        expect(res.statusCode).toBe(200);
        const { states } = res.json<States>();
        expect(states).toHaveLength(37);
        expect(states.reduce((total, s) => total + s.lgas.length, 0)).toBe(774);
        expect(states.map((s) => s.id)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
        const fct = states.filter((s) => s.state === 'Federal Capital Territory');
        expect(fct).toHaveLength(1);
        expect(fct[0]?.lgas).toHaveLength(6);
        expect(new Set(states.map((s) => s.state)).size).toBe(37);

        const file = JSON.parse(readFileSync(statesFile, 'utf8')) as {
          state: string;
          lgas: string[];
        }[];
        expect(states.map(({ state, lgas }) => ({ state, lgas }))).toEqual(file);
      },
    );

    it('serves the file named by STATES_FILE, numbered in order, and lets it be cached', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'civicng-states-'));
      const file = path.join(dir, 'states.json');
      await writeFile(
        file,
        JSON.stringify([
          { state: 'Abia', lgas: ['Aba North', 'Aba South'] },
          { state: 'Federal Capital Territory', lgas: ['Abaji', 'Bwari'] },
        ]),
      );
      const other = await createTestApp(database, { STATES_FILE: file });
      try {
        const res = await other.inject('/api/states');
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.json<States>()).toEqual({
          states: [
            { id: 1, state: 'Abia', lgas: ['Aba North', 'Aba South'] },
            { id: 2, state: 'Federal Capital Territory', lgas: ['Abaji', 'Bwari'] },
          ],
        });
      } finally {
        await other.close();
      }
    });
  });
});
