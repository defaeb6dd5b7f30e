import fc from 'fast-check';

/** The part of JSON Schema that zod's OpenAPI output uses. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

const variants = (schema: JsonSchema): JsonSchema[] => {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap(variants);
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
};

/** Values the schema accepts (modulo refinements JSON Schema cannot say, such as "an email"). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = variants(schema);
  if (options.length > 1) return fc.oneof(...options.map(validValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      }
      if (schema.format === 'uri') return fc.webUrl();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
    case 'integer':
      // The whole range the schema allows: fast-check favours its edges, where overflows live.
      return fc.integer({
        min: Math.max(
          schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 53)) + 1,
          -(2 ** 53) + 1,
        ),
        max: Math.min(schema.maximum ?? 2 ** 53 - 1, 2 ** 53 - 1),
      });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1e6, -1e6),
        max: Math.min(schema.maximum ?? 1e6, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const arbitraries = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
      );
      return fc.record(arbitraries, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const acceptedTypes = (schema: JsonSchema): Set<JsonType> | undefined => {
  const types = new Set<JsonType>();
  for (const option of variants(schema)) {
    if (option.enum) {
      for (const value of option.enum)
        types.add(value === null ? 'null' : (typeof value as JsonType));
    } else if (typeof option.type === 'string') {
      types.add(option.type as JsonType);
    } else {
      return undefined; // accepts anything
    }
  }
  return types;
};

const valuesOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 20 }),
  integer: fc.integer(),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: 3,
  }),
};

/** Values of a JSON type the schema does not accept, or undefined if it accepts every type. */
export function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const accepted = acceptedTypes(schema);
  if (!accepted) return undefined;
  if (accepted.has('number')) accepted.add('integer');
  const wrong = (Object.keys(valuesOfType) as JsonType[]).filter((type) => !accepted.has(type));
  return wrong.length ? fc.oneof(...wrong.map((type) => valuesOfType[type])) : undefined;
}

/** Values of the right type but outside the schema's bounds: too long, too big, not in the list. */
export function outOfBoundsValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const options = variants(schema);
  if (options.length !== 1) return undefined;
  const [only] = options;
  if (!only) return undefined;
  if (only.enum) {
    return fc.string({ maxLength: 12 }).filter((s) => !only.enum?.includes(s));
  }
  if (only.type === 'string' && only.maxLength !== undefined) {
    const max = only.maxLength;
    // Huge strings: just over the limit up to far beyond it.
    return fc.integer({ min: max + 1, max: max + 200_000 }).map((n) => 'x'.repeat(n));
  }
  if (only.type === 'integer') {
    const beyond = [2 ** 31, 2 ** 53, 1e308, -(2 ** 53)];
    const candidates = beyond.filter(
      (n) =>
        (only.maximum !== undefined && n > only.maximum) ||
        (only.minimum !== undefined && n < only.minimum) ||
        (only.exclusiveMinimum !== undefined && n <= only.exclusiveMinimum) ||
        !Number.isSafeInteger(n),
    );
    return candidates.length ? fc.constantFrom(...candidates) : undefined;
  }
  if (only.type === 'array' && only.maxItems !== undefined) {
    const items = only.items ?? {};
    return fc
      .integer({ min: only.maxItems + 1, max: only.maxItems + 50 })
      .chain((n) => fc.array(validValue(items), { minLength: n, maxLength: n }));
  }
  return undefined;
}

/** Strings shorter than the schema's least length (the empty string included), if it has one. */
export function tooShortValue(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const options = variants(schema);
  const [only] = options;
  if (options.length !== 1 || only?.type !== 'string' || !only.minLength) return undefined;
  return fc.nat({ max: only.minLength - 1 }).map((n) => 'x'.repeat(n));
}

/** Strings people type that break naive code: injection, markup, control and odd Unicode. */
export const hostileStrings = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '1; SELECT pg_sleep(10)',
    '"; DELETE FROM ballots; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '{{7*7}}${7*7}',
    '../../../../etc/passwd',
    'nul\u0000byte',
    '\u0000',
    '\u202eevil\u202c',
    'Z\u0351\u0362a\u0337l\u0358g\u0336o',
    '👩🏾‍⚖️🇳🇬',
    '\ud800',
    '%00%27%22',
    'A'.repeat(300),
    ' ',
    '',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Date strings no poll or fact-check should accept. */
export const badDates = fc.constantFrom(
  'not a date',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '99999-01-01T00:00:00Z',
  '2026-01-01T25:61:00Z',
  '1e12',
  '',
  '   ',
  'yesterday',
);
