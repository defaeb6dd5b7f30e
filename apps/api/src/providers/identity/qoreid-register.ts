/*
 * QoreID, a NIMC-licensed verifier. Followed:
 * - https://docs.qoreid.com/reference (API reference index: Authentication, NIN (With NIN), vNIN)
 * - https://docs.qoreid.com/v1.0/docs/getting-your-api-keys (clientId and secret)
 * - https://docs.qoreid.com/reference/nin-identity and /v1.0/reference/nin-identity
 *   (POST {base}/v1/ng/identities/nin/{nin}; body firstname and lastname required)
 * - https://docs.qoreid.com/reference/vnin-virtual-nin and /v1.0/reference/vnin-virtual-nin
 *   (POST {base}/v1/ng/identities/virtual-nin/{vnin}; same body)
 * - https://docs.qoreid.com/docs/nin-with-phone-number (the response shape shared by the NIN
 *   products: { applicant, summary.nin_check, status, nin: { nin, firstname, lastname, phone,
 *   birthdate "DD-MM-YYYY", … } })
 * - https://docs.qoreid.com/v1.0/reference/response-codes (404 "Resource does not exist",
 *   401/403 credentials, 424/503 upstream failures)
 * The token call (POST {base}/token with JSON { clientId, secret } answering { accessToken,
 * expiresIn, tokenType }) is named in the reference index; its field names come from public
 * client code, as the page text was not available to us.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  IdentityRegisterUnavailable,
  type IdentityQuery,
  type IdentityRecord,
  type IdentityRegister,
} from './identity-register.js';

export interface QoreIdOptions {
  /** https://api.qoreid.com in production. */
  baseUrl: string;
  clientId: string;
  secret: string;
  /** The most one lookup may take, token included. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it to expire the token. */
  now?: () => number;
}

// Every QoreID NIN product requires firstname and lastname, which it matches against the record
// and reports in summary.nin_check; there is no lookup by NIN alone, and our interface carries no
// name. The record itself is returned whatever the match, so we send fixed placeholders, use only
// the record and never the match verdict. NIN (With NIN) is the basic product; NIN Premium takes
// the same body and adds no field we need.
const placeholderNames = { firstname: 'CivicNG', lastname: 'Lookup' };
const refreshMarginMs = 60_000;

interface Token {
  value: string;
  expiresAt: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : undefined;
}

function mobileE164(value: string | undefined): string | null {
  if (!value) return null;
  const phone = parsePhoneNumberFromString(value.replace(/[\s().-]/g, ''), 'NG');
  return phone?.isValid() ? phone.number : null;
}

/** QoreID's NIN and vNIN lookups behind our IdentityRegister interface. */
export function createQoreIdRegister(options: QoreIdOptions): IdentityRegister {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let token: Token | undefined;
  let pendingToken: Promise<Token> | undefined;

  // Only a timeout or an error code such as ECONNREFUSED: never the request, which holds the secret.
  function networkFailure(what: string, error: unknown): IdentityRegisterUnavailable {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return new IdentityRegisterUnavailable(`QoreID ${what} timed out after ${timeoutMs} ms`);
    }
    const cause: unknown = error instanceof Error ? error.cause : undefined;
    const code = isObject(cause) ? cause.code : undefined;
    return new IdentityRegisterUnavailable(
      typeof code === 'string' && /^[A-Z_]+$/.test(code)
        ? `QoreID ${what} failed (${code})`
        : `QoreID ${what} failed`,
    );
  }

  async function post(
    what: string,
    url: string,
    body: unknown,
    signal: AbortSignal,
    bearer?: string,
  ): Promise<{ status: number; json: unknown }> {
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
        redirect: 'error',
      });
      const json: unknown = await response.json().catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      });
      return { status: response.status, json };
    } catch (error) {
      throw networkFailure(what, error);
    }
  }

  async function fetchToken(signal: AbortSignal): Promise<Token> {
    const { status, json } = await post(
      'token request',
      `${baseUrl}/token`,
      { clientId: options.clientId, secret: options.secret },
      signal,
    );
    // Error bodies are not a documented shape and may quote the request: report only the status.
    if (status === 400 || status === 401 || status === 403) {
      throw new IdentityRegisterUnavailable(
        `QoreID refused our client credentials (HTTP ${status})`,
      );
    }
    if (status < 200 || status > 299) {
      throw new IdentityRegisterUnavailable(`QoreID token request answered HTTP ${status}`);
    }
    const value = isObject(json) ? text(json.accessToken) : undefined;
    if (!value) throw new IdentityRegisterUnavailable('QoreID token answer held no accessToken');
    const expiresIn = isObject(json) && typeof json.expiresIn === 'number' ? json.expiresIn : 300;
    return { value, expiresAt: now() + expiresIn * 1000 };
  }

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && now() < token.expiresAt - refreshMarginMs) return token.value;
    pendingToken ??= fetchToken(signal).finally(() => {
      pendingToken = undefined;
    });
    token = await pendingToken;
    return token.value;
  }

  function toRecord(query: IdentityQuery, json: unknown): IdentityRecord | undefined {
    if (!isObject(json)) throw new IdentityRegisterUnavailable('QoreID answer was not JSON');
    const person = isObject(json.nin) ? json.nin : isObject(json.vnin) ? json.vnin : undefined;
    if (!person) return undefined;
    const firstName = text(person.firstname);
    const lastName = text(person.lastname);
    const nin = text(person.nin) ?? (query.kind === 'nin' ? query.value : undefined);
    if (!firstName || !lastName) {
      throw new IdentityRegisterUnavailable('QoreID answer held a record without names');
    }
    if (!nin || !/^\d{11}$/.test(nin)) {
      throw new IdentityRegisterUnavailable('QoreID answer held no 11-digit NIN');
    }
    const dateOfBirth = isoDate(text(person.birthdate));
    return {
      nin,
      firstName,
      lastName,
      phoneE164: mobileE164(text(person.phone)),
      ...(dateOfBirth ? { dateOfBirth } : {}),
    };
  }

  return {
    async lookup(query) {
      const value =
        query.kind === 'nin'
          ? query.value.replace(/\s/g, '')
          : query.value.replace(/\s/g, '').toUpperCase();
      // Not the shape of a NIN or vNIN: no register holds it, and it is not worth a paid call.
      const wellFormed =
        query.kind === 'nin' ? /^\d{11}$/.test(value) : /^[A-Z0-9]{16}$/.test(value);
      if (!wellFormed) return undefined;

      const signal = AbortSignal.timeout(timeoutMs);
      const url = `${baseUrl}/v1/ng/identities/${query.kind === 'nin' ? 'nin' : 'virtual-nin'}/${value}`;
      let answer = await post('lookup', url, placeholderNames, signal, await accessToken(signal));
      if (answer.status === 401) {
        // Revoked or expired early on QoreID's side: one retry with a fresh token.
        token = undefined;
        answer = await post('lookup', url, placeholderNames, signal, await accessToken(signal));
      }
      if (answer.status === 404) return undefined;
      if (answer.status === 401 || answer.status === 403) {
        throw new IdentityRegisterUnavailable(`QoreID refused our access (HTTP ${answer.status})`);
      }
      if (answer.status < 200 || answer.status > 299) {
        throw new IdentityRegisterUnavailable(`QoreID lookup answered HTTP ${answer.status}`);
      }
      return toRecord({ kind: query.kind, value }, answer.json);
    },
  };
}
