import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IdentityRegisterUnavailable } from './identity-register.js';
import { createQoreIdRegister } from './qoreid-register.js';

const clientId = 'QOREID-TEST-CLIENT';
const secret = 'qoreid-test-secret-do-not-leak';

const found = '00000000001';
const failing = '00000000500';
const hanging = '00000000408';
const vnin = 'AB012345678910YZ';

interface Received {
  url: string;
  authorization: string | undefined;
  body: unknown;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

// The record as QoreID's NIN products return it (docs.qoreid.com/docs/nin-with-phone-number).
function ninAnswer(nin: string, body: { firstname: string; lastname: string }) {
  return {
    id: 1093,
    applicant: { firstname: body.firstname, lastname: body.lastname },
    summary: {
      nin_check: { status: 'NO_MATCH', fieldMatches: { firstname: false, lastname: false } },
    },
    status: { state: 'complete', status: 'verified' },
    nin: {
      nin,
      firstname: 'Bunch',
      lastname: 'Dillon',
      middlename: 'John',
      phone: '08030000001',
      gender: 'm',
      birthdate: '06-01-1974',
      photo: 'base 64 encoded',
      address: '5, Demo Street, Ikeja, Lagos',
    },
  };
}

/** A stand-in for api.qoreid.com speaking its token and NIN/vNIN protocol. */
async function startQoreId() {
  const valid = new Set<string>();
  const received: Received[] = [];
  let tokensIssued = 0;

  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const url = request.url ?? '';
      if (request.method !== 'POST') return reply(response, 405, { message: 'POST only' });
      if (url === '/token') {
        const credentials = body as { clientId?: string; secret?: string } | undefined;
        if (credentials?.clientId !== clientId || credentials.secret !== secret) {
          // Echoes the request, as an unhelpful error body might.
          return reply(response, 401, { message: `Invalid secret ${String(credentials?.secret)}` });
        }
        tokensIssued += 1;
        const accessToken = `token-${tokensIssued}`;
        valid.add(accessToken);
        return reply(response, 201, { accessToken, expiresIn: 7200, tokenType: 'Bearer' });
      }

      received.push({ url, authorization: request.headers.authorization, body });
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!valid.has(bearer)) return reply(response, 401, { message: 'Unauthorized' });
      const names = body as { firstname?: string; lastname?: string } | undefined;
      if (!names?.firstname || !names.lastname) {
        return reply(response, 400, { message: 'firstname and lastname are required' });
      }
      const match = /^\/v1\/ng\/identities\/(nin|virtual-nin)\/([A-Za-z0-9]+)$/.exec(url);
      const [, product, id] = match ?? [];
      const person = { firstname: names.firstname, lastname: names.lastname };
      if (product === 'nin' && id === found) return reply(response, 200, ninAnswer(found, person));
      if (product === 'virtual-nin' && id === vnin) {
        return reply(response, 200, ninAnswer(found, person));
      }
      if (product === 'nin' && id === failing) {
        return reply(response, 500, { message: `Internal error for client ${secret}` });
      }
      if (product === 'nin' && id === hanging) return; // never answers
      return reply(response, 404, { statusCode: 404, message: 'Resource does not exist' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    tokensIssued: () => tokensIssued,
    revokeTokens: () => valid.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let qoreid: Awaited<ReturnType<typeof startQoreId>> | undefined;
afterEach(async () => {
  await qoreid?.close();
  qoreid = undefined;
});

async function unavailable(promise: Promise<unknown>): Promise<IdentityRegisterUnavailable> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityRegisterUnavailable);
  const message = (error as Error).message;
  expect(message).not.toContain(secret);
  expect(message).not.toContain(clientId);
  return error as IdentityRegisterUnavailable;
}

describe('createQoreIdRegister', () => {
  it('maps a found person and sends the documented request', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({ baseUrl: `${qoreid.baseUrl}/`, clientId, secret });
    expect(await register.lookup({ kind: 'nin', value: found })).toEqual({
      nin: found,
      firstName: 'Bunch',
      lastName: 'Dillon',
      phoneE164: '+2348030000001',
      dateOfBirth: '1974-01-06',
    });
    expect(qoreid.received).toEqual([
      {
        url: `/v1/ng/identities/nin/${found}`,
        authorization: 'Bearer token-1',
        body: { firstname: expect.any(String), lastname: expect.any(String) },
      },
    ]);
  });

  it('looks up a virtual NIN in any letter case and answers with the NIN', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({ baseUrl: qoreid.baseUrl, clientId, secret });
    const record = await register.lookup({ kind: 'vnin', value: vnin.toLowerCase() });
    expect(record?.nin).toBe(found);
    expect(qoreid.received[0]?.url).toBe(`/v1/ng/identities/virtual-nin/${vnin}`);
  });

  it('fetches the token once and reuses it', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({ baseUrl: qoreid.baseUrl, clientId, secret });
    await register.lookup({ kind: 'nin', value: found });
    await register.lookup({ kind: 'nin', value: '00000000002' });
    await register.lookup({ kind: 'vnin', value: vnin });
    expect(qoreid.tokensIssued()).toBe(1);
    expect(qoreid.received.map((r) => r.authorization)).toEqual(Array(3).fill('Bearer token-1'));
  });

  it('gets a new token shortly before the old one expires', async () => {
    qoreid = await startQoreId();
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const register = createQoreIdRegister({
      baseUrl: qoreid.baseUrl,
      clientId,
      secret,
      now: () => clock,
    });
    await register.lookup({ kind: 'nin', value: found });
    clock += 7200_000 - 90_000;
    await register.lookup({ kind: 'nin', value: found });
    expect(qoreid.tokensIssued()).toBe(1);
    clock += 60_000;
    await register.lookup({ kind: 'nin', value: found });
    expect(qoreid.tokensIssued()).toBe(2);
    expect(qoreid.received.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it('gets a new token when QoreID no longer accepts the cached one', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({ baseUrl: qoreid.baseUrl, clientId, secret });
    await register.lookup({ kind: 'nin', value: found });
    qoreid.revokeTokens();
    expect((await register.lookup({ kind: 'nin', value: found }))?.firstName).toBe('Bunch');
    expect(qoreid.tokensIssued()).toBe(2);
  });

  it('answers undefined for a NIN QoreID does not know, or one of the wrong shape', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({ baseUrl: qoreid.baseUrl, clientId, secret });
    expect(await register.lookup({ kind: 'nin', value: '00000000404' })).toBeUndefined();
    expect(await register.lookup({ kind: 'vnin', value: 'ZZ000000000000ZZ' })).toBeUndefined();
    const calls = qoreid.received.length;
    expect(await register.lookup({ kind: 'nin', value: '1234' })).toBeUndefined();
    expect(await register.lookup({ kind: 'vnin', value: 'AB-0123' })).toBeUndefined();
    expect(qoreid.received).toHaveLength(calls);
  });

  it('reports a 500 as unavailable without quoting the answer', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({ baseUrl: qoreid.baseUrl, clientId, secret });
    const error = await unavailable(register.lookup({ kind: 'nin', value: failing }));
    expect(error.message).toBe('QoreID lookup answered HTTP 500');
  });

  it('gives up within the timeout when QoreID never answers', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({
      baseUrl: qoreid.baseUrl,
      clientId,
      secret,
      timeoutMs: 300,
    });
    const started = performance.now();
    const error = await unavailable(register.lookup({ kind: 'nin', value: hanging }));
    const elapsed = performance.now() - started;
    expect(error.message).toBe('QoreID lookup timed out after 300 ms');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
  });

  it('reports refused credentials as unavailable without the secret', async () => {
    qoreid = await startQoreId();
    const register = createQoreIdRegister({
      baseUrl: qoreid.baseUrl,
      clientId,
      secret: `${secret}-wrong`,
    });
    const error = await unavailable(register.lookup({ kind: 'nin', value: found }));
    expect(error.message).toBe('QoreID refused our client credentials (HTTP 401)');
    expect(qoreid.received).toHaveLength(0);
  });

  it('reports an unreachable QoreID as unavailable', async () => {
    qoreid = await startQoreId();
    const { baseUrl } = qoreid;
    await qoreid.close();
    qoreid = undefined;
    const register = createQoreIdRegister({ baseUrl, clientId, secret });
    const error = await unavailable(register.lookup({ kind: 'nin', value: found }));
    expect(error.message).toBe('QoreID token request failed (ECONNREFUSED)');
  });
});
