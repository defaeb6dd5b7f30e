import fc from 'fast-check';
import {
  badDates,
  hostileStrings,
  outOfBoundsValue,
  tooShortValue,
  validValue,
  wrongTypeValue,
  type JsonSchema,
} from './schema-values.js';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, { schema: JsonSchema; required: boolean }>;
  body?: JsonSchema;
  /** How the body is sent: JSON, or form fields (application/x-www-form-urlencoded). */
  encoding: 'json' | 'form';
  secured: boolean;
}

export interface FuzzRequest {
  /** Which kind of bad input this is, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The one status the API must answer, where the kind says (a refused operator key: 403). */
  status?: number;
}

export interface Credentials {
  /** A token that passes every guard. */
  good: string;
  /** Tokens that must be refused: expired, forged, revoked, of a deleted account, garbage. */
  bad: fc.Arbitrary<string | undefined>;
}

/**
 * Values that make a request reach its handler: existing ids and the like, by path parameter name;
 * `query.<name>` for a query parameter (the operator key of the phone callbacks) and `body.<name>`
 * for a body field (a verified citizen's phone number).
 */
export type PathValues = Record<string, string>;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
/**
 * The most any form route takes (the phone callbacks: 8 KiB); a bigger form must be refused.
 * The OpenAPI document does not give a route's limit, so it is stated here.
 */
const formBodyLimit = 8 * 1024;
/** Bytes that are not UTF-8: stray, cut short, a surrogate, too long, overlong. */
const notUtf8 = [
  [0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xc0, 0xaf],
];

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const encoding = !content[json] && content[form] ? 'form' : 'json';
      return {
        method: method.toUpperCase(),
        path,
        params: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
        ),
        query: Object.fromEntries(
          parameters
            .filter((p) => p.in === 'query')
            .map((p) => [p.name, { schema: p.schema, required: p.required ?? false }]),
        ),
        body: content[encoding === 'form' ? form : json]?.schema,
        encoding,
        secured: Boolean(op.security),
      };
    }),
  );
}

/** A well-formed request to the operation, from which the bad ones are made. */
function baseline(op: Operation, values: PathValues) {
  const query = fc.record(
    Object.fromEntries(
      Object.entries(op.query).map(([name, q]) => [
        name,
        values[`query.${name}`] !== undefined
          ? fc.constant(values[`query.${name}`])
          : validValue(q.schema),
      ]),
    ),
    {
      // A given value (an operator key) is always sent, even where the schema makes it optional.
      requiredKeys: Object.keys(op.query).filter(
        (name) => op.query[name]?.required || values[`query.${name}`] !== undefined,
      ),
    },
  );
  const given = Object.fromEntries(
    Object.keys(op.body?.properties ?? {}).flatMap((name) => {
      const value = values[`body.${name}`];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const body = op.body
    ? validValue(op.body).map((value) =>
        Object.keys(given).length ? { ...(value as object), ...given } : value,
      )
    : fc.constant(undefined);
  return fc.record({ query, body });
}

/** Names and values as a query string or a form; an array repeats its name, once per item. */
function searchOf(fields: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined)
        search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return search.toString();
}

/** A body as the operation takes it: JSON text, or form fields (every value is text). */
const encode = (op: Operation, body: unknown) =>
  op.encoding === 'form' ? searchOf(body as Record<string, unknown>) : JSON.stringify(body);

/** The encoded body with `bytes` put, as they are, inside the value of `field`. */
function withBytes(op: Operation, body: unknown, field: string, bytes: Buffer): Buffer {
  const marker = 'INVALIDUTF8HERE';
  const text = encode(op, { ...(body as object), [field]: `a${marker}` });
  const [before = '', after = ''] = text.split(marker);
  return Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]);
}

function urlOf(op: Operation, params: Record<string, string>, query: Record<string, unknown>) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? '1'),
  );
  const qs = searchOf(query);
  return qs ? `${path}?${qs}` : path;
}

const bodyProperties = (op: Operation) => Object.entries(op.body?.properties ?? {});
const isString = (schema: JsonSchema) => JSON.stringify(schema).includes('"string"');

/**
 * Requests every one of which the API must refuse with a 4xx and a message, changing nothing.
 * Each kind applies where the operation has what it breaks (a body, a parameter, a guard). A form
 * gets the kinds a form can get wrong: every value in it is text, so there is no wrong JSON type,
 * no nesting and no "not JSON"; there are repeated fields, bad percent-escapes and a size limit.
 */
export function malformedRequests(
  op: Operation,
  values: PathValues,
  credentials: Credentials,
): fc.Arbitrary<FuzzRequest>[] {
  const auth = { authorization: `Bearer ${credentials.good}` };
  const contentType = op.encoding === 'form' ? form : json;
  const request = (
    kind: string,
    parts: {
      query?: Record<string, unknown>;
      params?: Record<string, string>;
      headers?: Record<string, string>;
      payload?: string | Buffer;
    },
  ): FuzzRequest => ({
    kind,
    method: op.method,
    url: urlOf(op, { ...values, ...parts.params }, parts.query ?? {}),
    headers: {
      ...auth,
      ...(parts.payload !== undefined ? { 'content-type': contentType } : {}),
      ...parts.headers,
    },
    payload: parts.payload,
  });
  const base = baseline(op, values);
  const kinds: fc.Arbitrary<FuzzRequest>[] = [];
  const properties = bodyProperties(op);
  const isForm = op.encoding === 'form';

  if (op.secured) {
    kinds.push(
      fc.tuple(base, credentials.bad).map(([b, token]) =>
        request('bad token', {
          query: b.query,
          payload: b.body === undefined ? undefined : encode(op, b.body),
          headers: { authorization: token ?? '' },
        }),
      ),
    );
  }

  for (const [name, schema] of Object.entries(op.params)) {
    const bad =
      schema.type === 'integer'
        ? fc.constantFrom(
            'abc',
            '-1',
            '0',
            '1.5',
            '1e3',
            '0x10',
            '99999999999999999999',
            '2147483648',
            "1'--",
            '١٢',
          )
        : outOfBoundsValue(schema)?.map(String);
    if (bad) {
      kinds.push(
        fc.tuple(base, bad).map(([b, value]) =>
          request(`bad path parameter ${name}`, {
            query: b.query,
            params: { [name]: value },
            payload: b.body === undefined ? undefined : encode(op, b.body),
          }),
        ),
      );
    }
  }

  for (const [name, { schema, required }] of Object.entries(op.query)) {
    const bad = fc.oneof(
      ...[
        // Every query value arrives as text: only bounds, absence and repetition can be wrong.
        outOfBoundsValue(schema),
        required ? fc.constant(undefined) : undefined,
        fc.constant(['repeated', 'twice']),
      ].filter((a): a is fc.Arbitrary<unknown> => a !== undefined),
    );
    kinds.push(
      fc.tuple(base, bad).map(([b, value]) =>
        request(`bad query ${name}`, {
          query: { ...b.query, [name]: value },
          payload: b.body === undefined ? undefined : encode(op, b.body),
        }),
      ),
    );
  }

  if (op.body) {
    const required = op.body.required ?? [];
    const textFields = properties.filter(([, schema]) => isString(schema)).map(([name]) => name);
    kinds.push(
      fc
        .tuple(
          base,
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/octet-stream',
            'text/html',
            'image/png',
            // A form sent as what it is not: JSON, or multipart.
            ...(isForm ? [json, 'multipart/form-data; boundary=civicngfuzz'] : []),
          ),
        )
        .map(([b, type]) =>
          request('wrong content type', {
            query: b.query,
            payload: encode(op, b.body),
            headers: { 'content-type': type },
          }),
        ),
    );
    if (!isForm) {
      kinds.push(
        fc.tuple(base, fc.constantFrom(...notUtf8)).map(([b, bytes]) =>
          request('invalid UTF-8', {
            query: b.query,
            payload: withBytes(op, b.body, properties[0]?.[0] ?? 'x', Buffer.from(bytes)),
          }),
        ),
      );
    } else if (textFields.length) {
      // In a form the bytes come as they are, or percent-escaped (%FF, %E2%82): neither is text.
      kinds.push(
        fc
          .tuple(base, fc.constantFrom(...textFields), fc.constantFrom(...notUtf8), fc.boolean())
          .map(([b, field, bytes, escaped]) =>
            request(`invalid UTF-8 ${escaped ? 'escapes' : 'bytes'} in ${field}`, {
              query: b.query,
              payload: withBytes(
                op,
                b.body,
                field,
                escaped
                  ? Buffer.from(bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join(''))
                  : Buffer.from(bytes),
              ),
            }),
          ),
      );
    }
    if (required.length) {
      kinds.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([b, name]) => {
          const body = Object.fromEntries(
            Object.entries(b.body as Record<string, unknown>).filter(([key]) => key !== name),
          );
          return request(`missing ${name}`, { query: b.query, payload: encode(op, body) });
        }),
      );
      if (isForm)
        kinds.push(base.map((b) => request('empty form', { query: b.query, payload: '' })));
    }
    for (const [name, schema] of properties) {
      for (const [kind, value] of [
        // Every form value is text: a number or a list cannot be told from the text of one.
        ['wrong type', isForm ? undefined : wrongTypeValue(schema)],
        ['out of bounds', outOfBoundsValue(schema)],
        ['too short', isForm ? tooShortValue(schema) : undefined],
        ['bad date', /date/.test(name) && !isForm ? badDates : undefined],
      ] as const) {
        if (!value) continue;
        kinds.push(
          fc.tuple(base, value).map(([b, v]) =>
            request(`${kind} ${name}`, {
              query: b.query,
              payload: encode(op, { ...(b.body as object), [name]: v }),
            }),
          ),
        );
      }
    }
    if (isForm) {
      const single = properties.filter(([, schema]) => schema.type !== 'array');
      if (single.length) {
        kinds.push(
          fc.tuple(base, fc.constantFrom(...single)).chain(([b, [name, schema]]) =>
            fc.tuple(validValue(schema), validValue(schema)).map((twice) =>
              request(`repeated ${name}`, {
                query: b.query,
                payload: encode(op, { ...(b.body as object), [name]: twice }),
              }),
            ),
          ),
        );
      }
      kinds.push(
        fc
          .tuple(
            base,
            fc.oneof(
              fc.integer({ min: formBodyLimit + 1, max: formBodyLimit + 512 }),
              fc.integer({ min: 64 * 1024, max: 4 * 1024 * 1024 }),
            ),
          )
          .map(([b, size]) => {
            const text = `${encode(op, b.body)}&pad=`;
            return request('form over the limit', {
              query: b.query,
              payload: text + 'x'.repeat(Math.max(1, size - text.length)),
            });
          }),
      );
    } else {
      const withBody = (kind: string, body: fc.Arbitrary<unknown>) =>
        body.map((value) => request(kind, { payload: JSON.stringify(value) }));
      kinds.push(
        withBody(
          'body not an object',
          fc.oneof(
            fc.array(fc.jsonValue({ maxDepth: 1 })),
            fc.string(),
            fc.integer(),
            fc.boolean(),
          ),
        ),
      );
      kinds.push(
        base.map((b) =>
          request('body not JSON', {
            query: b.query,
            payload: JSON.stringify(b.body).slice(0, -1),
          }),
        ),
      );
      kinds.push(
        fc
          .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('[', '{"a":'))
          .map(([depth, open]) => {
            const close = open === '[' ? ']' : '}';
            return request('deeply nested JSON', {
              payload: `{"${properties[0]?.[0] ?? 'x'}":${open.repeat(depth)}1${close.repeat(depth)}}`,
            });
          }),
      );
      kinds.push(
        fc.integer({ min: 100_000, max: 400_000 }).map((width) =>
          request('very wide JSON', {
            payload: `{"${properties[0]?.[0] ?? 'x'}":[${'0,'.repeat(width)}0]}`,
          }),
        ),
      );
    }
  }
  return kinds;
}

/**
 * Requests right in every way but the secret the query parameter `name` must carry (missing,
 * wrong, nearly right, repeated, or sent somewhere else): each must get a 403, before the body is
 * read, so even a body too large or not text changes nothing.
 */
export function badQueryKeys(
  op: Operation,
  values: PathValues,
  name: string,
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const key = values[`query.${name}`] ?? '';
  /** A wrong key, and where it goes: in the query as `name` (the default) or somewhere else. */
  type Wrong = [label: string, value: unknown, where?: 'NAME' | 'header' | 'bearer' | 'field'];
  const swapped = key.replace(/[a-z]/gi, (c) =>
    c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
  );
  const wrongKeys = fc.oneof(
    fc.constantFrom<Wrong>(
      ['missing', undefined],
      ['empty', ''],
      ['cut short', key.slice(0, -1)],
      ['one character more', `${key}x`],
      ['other case', swapped === key ? `${key}x` : swapped],
      ['padded', ` ${key} `],
      ['repeated', [key, key]],
      ['once right, once wrong', [key, 'wrong']],
      [`under ${name.toUpperCase()}`, key, 'NAME'],
      ['in a header', key, 'header'],
      ['as a bearer token', key, 'bearer'],
      ['as a form field', key, 'field'],
    ),
    fc
      .tuple(fc.nat({ max: Math.max(0, key.length - 1) }), fc.constantFrom('A', 'z', '0', '-'))
      .map(([at, c]): Wrong => [
        'one character changed',
        `${key.slice(0, at)}${key[at] === c ? '_' : c}${key.slice(at + 1)}`,
      ]),
    fc
      .string({ maxLength: 300 })
      .filter((s) => s !== key)
      .map((s): Wrong => ['wrong', s]),
  );
  // The key is checked before the body is read: whatever the body, the answer is the same 403.
  const bodies = fc.constantFrom('well-formed', 'over the limit', 'not UTF-8', 'JSON');
  return fc
    .tuple(baseline(op, values), wrongKeys, bodies)
    .map(([b, [label, value, where], bodyKind]) => {
      const body = where === 'field' ? { ...(b.body as object), [name]: value } : b.body;
      const query = {
        ...b.query,
        [name]: where === undefined ? value : undefined,
        ...(where === 'NAME' ? { [name.toUpperCase()]: value } : {}),
      };
      const payload = {
        'well-formed': encode(op, body),
        'over the limit': `${encode(op, body)}&pad=${'x'.repeat(2 * 1024 * 1024)}`,
        'not UTF-8': withBytes(op, body, 'pad', Buffer.from([0xff])),
        JSON: JSON.stringify(body),
      }[bodyKind];
      const headers: Record<string, string> = {
        'content-type': bodyKind === 'JSON' || op.encoding === 'json' ? json : form,
        authorization: `Bearer ${where === 'bearer' ? String(value) : token}`,
        ...(where === 'header' ? { [`x-${name}`]: String(value) } : {}),
      };
      return {
        kind: `operator ${name} ${label} (${bodyKind} body)`,
        method: op.method,
        url: urlOf(op, values, query),
        headers,
        payload,
        status: 403,
      };
    });
}

/**
 * Requests shaped right but carrying what attackers and odd keyboards send: injection strings,
 * markup, NUL bytes, lone surrogates, extra fields. The API may accept or refuse them, never fail.
 */
export function hostileRequests(
  op: Operation,
  values: PathValues,
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const base = baseline(op, values);
  const isForm = op.encoding === 'form';
  const strings = (schema: JsonSchema | undefined) =>
    Object.entries(schema?.properties ?? {})
      .filter(([, s]) => isString(s))
      .map(([name]) => name);
  const bodyStrings = strings(op.body);
  const queryStrings = Object.keys(op.query);
  return fc
    .tuple(
      base,
      fc.dictionary(fc.constantFrom(...bodyStrings, ...queryStrings, 'x'), hostileStrings, {
        maxKeys: 3,
      }),
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom(
            'constructor',
            'role',
            'is_admin',
            'id',
            // A form's names become an object's keys.
            ...(isForm ? ['__proto__', 'hasOwnProperty', 'toString'] : []),
          ),
        ),
        // A form field is text; a JSON one may be anything.
        isForm
          ? fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v))
          : fc.jsonValue({ maxDepth: 1 }),
        { maxKeys: 2 },
      ),
    )
    .map(([b, hostile, extra]) => {
      const query = { ...b.query };
      const body: Record<string, unknown> = { ...extra, ...(b.body as object) };
      for (const [name, value] of Object.entries(hostile)) {
        if (queryStrings.includes(name)) query[name] = value;
        else body[name] = value;
      }
      return {
        kind: 'hostile but well-formed',
        method: op.method,
        url: urlOf(op, values, query),
        headers: op.body ? { ...headers, 'content-type': isForm ? form : json } : headers,
        payload: op.body ? encode(op, body) : undefined,
      };
    });
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Multipart bodies an image upload must refuse: broken framing, wrong field, not an image. */
export function badUploads(op: Operation, token: string): fc.Arbitrary<FuzzRequest> {
  const boundary = '----civicngfuzz';
  const part = (field: string, filename: string, bytes: Buffer, type = 'image/png') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const cases: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', Buffer.concat([part('image', 'a.png', png), end])],
    [
      'other boundary',
      'multipart/form-data; boundary=other',
      Buffer.concat([part('image', 'a.png', png), end]),
    ],
    ['cut short', multipart, part('image', 'a.png', png).subarray(0, 60)],
    ['wrong field', multipart, Buffer.concat([part('file', 'a.png', png), end])],
    ['no file', multipart, end],
    [
      'text named .png',
      multipart,
      Buffer.concat([part('image', 'a.png', Buffer.from('hello'), 'image/png'), end]),
    ],
    [
      'html',
      multipart,
      Buffer.concat([
        part('image', 'x.html', Buffer.from('<script>alert(1)</script>'), 'text/html'),
        end,
      ]),
    ],
    [
      'svg',
      multipart,
      Buffer.concat([
        part('image', 'x.svg', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml'),
        end,
      ]),
    ],
    ['empty file', multipart, Buffer.concat([part('image', 'a.png', Buffer.alloc(0)), end])],
    ['truncated png', multipart, Buffer.concat([part('image', 'a.png', png.subarray(0, 8)), end])],
    ['json instead', 'application/json', Buffer.from('{"image":"a.png"}')],
  ];
  return fc.constantFrom(...cases).map(([kind, contentType, payload]) => ({
    kind: `bad upload: ${kind}`,
    method: op.method,
    url: op.path,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  }));
}
