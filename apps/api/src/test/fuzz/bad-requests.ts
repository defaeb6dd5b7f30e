import fc from 'fast-check';
import {
  badDates,
  hostileStrings,
  outOfBoundsValue,
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
  secured: boolean;
}

export interface FuzzRequest {
  /** Which kind of bad input this is, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Credentials {
  /** A token that passes every guard. */
  good: string;
  /** Tokens that must be refused: expired, forged, revoked, of a deleted account, garbage. */
  bad: fc.Arbitrary<string | undefined>;
}

/** Values that make a request reach its handler: existing ids and the like. */
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

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
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
        body: op.requestBody?.content['application/json']?.schema,
        secured: Boolean(op.security),
      };
    }),
  );
}

const json = 'application/json';

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
    { requiredKeys: Object.keys(op.query).filter((name) => op.query[name]?.required) },
  );
  const body = op.body ? validValue(op.body) : fc.constant(undefined);
  return fc.record({ query, body });
}

function urlOf(op: Operation, params: Record<string, string>, query: Record<string, unknown>) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? '1'),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined)
        search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const bodyProperties = (op: Operation) => Object.entries(op.body?.properties ?? {});

/**
 * Requests every one of which the API must refuse with a 4xx and a message, changing nothing.
 * Each kind applies where the operation has what it breaks (a body, a parameter, a guard).
 */
export function malformedRequests(
  op: Operation,
  values: PathValues,
  credentials: Credentials,
): fc.Arbitrary<FuzzRequest>[] {
  const auth = { authorization: `Bearer ${credentials.good}` };
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
      ...(parts.payload !== undefined ? { 'content-type': json } : {}),
      ...parts.headers,
    },
    payload: parts.payload,
  });
  const base = baseline(op, values);
  const kinds: fc.Arbitrary<FuzzRequest>[] = [];
  const properties = bodyProperties(op);

  if (op.secured) {
    kinds.push(
      fc.tuple(base, credentials.bad).map(([b, token]) =>
        request('bad token', {
          query: b.query,
          payload: b.body === undefined ? undefined : JSON.stringify(b.body),
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
            payload: b.body === undefined ? undefined : JSON.stringify(b.body),
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
      fc
        .tuple(base, bad)
        .map(([b, value]) =>
          request(`bad query ${name}`, { query: { ...b.query, [name]: value } }),
        ),
    );
  }

  if (op.body) {
    const withBody = (kind: string, body: fc.Arbitrary<unknown>) =>
      body.map((value) => request(kind, { payload: JSON.stringify(value) }));
    kinds.push(
      withBody(
        'body not an object',
        fc.oneof(fc.array(fc.jsonValue({ maxDepth: 1 })), fc.string(), fc.integer(), fc.boolean()),
      ),
    );
    kinds.push(
      base.map((b) => request('body not JSON', { payload: JSON.stringify(b.body).slice(0, -1) })),
    );
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
          ),
        )
        .map(([b, type]) =>
          request('wrong content type', {
            payload: JSON.stringify(b.body),
            headers: { 'content-type': type },
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
    kinds.push(
      fc
        .tuple(
          base,
          fc.constantFrom(
            [0xff],
            [0xc3, 0x28],
            [0xed, 0xa0, 0x80],
            [0xf8, 0x88, 0x80, 0x80, 0x80],
            [0xe2, 0x82],
          ),
        )
        .map(([b, bytes]) => {
          const marker = 'INVALID_UTF8_HERE';
          const text = JSON.stringify({
            ...(b.body as object),
            [properties[0]?.[0] ?? 'x']: marker,
          });
          const [before = '', after = ''] = text.split(marker);
          return request('invalid UTF-8', {
            payload: Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
          });
        }),
    );
    const required = op.body.required ?? [];
    if (required.length) {
      kinds.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([b, name]) => {
          const body = Object.fromEntries(
            Object.entries(b.body as Record<string, unknown>).filter(([key]) => key !== name),
          );
          return request(`missing ${name}`, { payload: JSON.stringify(body) });
        }),
      );
    }
    for (const [name, schema] of properties) {
      for (const [kind, value] of [
        ['wrong type', wrongTypeValue(schema)],
        ['out of bounds', outOfBoundsValue(schema)],
        ['bad date', /date/.test(name) ? badDates : undefined],
      ] as const) {
        if (!value) continue;
        kinds.push(
          fc.tuple(base, value).map(([b, v]) =>
            request(`${kind} ${name}`, {
              payload: JSON.stringify({ ...(b.body as object), [name]: v }),
            }),
          ),
        );
      }
    }
  }
  return kinds;
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
  const strings = (schema: JsonSchema | undefined) =>
    Object.entries(schema?.properties ?? {})
      .filter(([, s]) => JSON.stringify(s).includes('"string"'))
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
          fc.constantFrom('constructor', 'role', 'is_admin', 'id'),
        ),
        fc.jsonValue({ maxDepth: 1 }),
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
        headers: op.body ? { ...headers, 'content-type': json } : headers,
        payload: op.body ? JSON.stringify(body) : undefined,
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
