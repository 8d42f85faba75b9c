import fc from 'fast-check';
import { z } from '@taller/shared';
import { hostileKey, hostileValue } from './hostile';

/** The part of JSON Schema that zod's toJSONSchema emits for the app's input schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A route's zod schema as JSON Schema (its input side), or undefined if there is none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The names of an object schema's properties (params, query keys, body fields). */
export const propertyNames = (schema: JsonSchema | undefined) =>
  Object.keys(schema?.properties ?? {});

const types = (s: JsonSchema) => [s.type ?? []].flat();

/** Emails of accounts that exist, so that some requests get past "no such account". */
export const knownEmails: string[] = [];

function plausibleString(s: JsonSchema, key: string): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 60);
  const min = Math.min(s.minLength ?? 0, max);
  if (s.format === 'email' || /email/i.test(key)) {
    return knownEmails.length
      ? fc.oneof(fc.emailAddress(), fc.constantFrom(...knownEmails))
      : fc.emailAddress();
  }
  if (s.pattern) {
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter((v) => v.length >= min && v.length <= max);
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
  );
}

function plausibleNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1000);
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1000);
  // Small values first: ids that exist are small.
  const near = fc.integer({ min, max: Math.min(max, min + 60) });
  if (!integer) return fc.oneof(near, fc.double({ min, max, noNaN: true }));
  return fc.oneof({ weight: 3, arbitrary: near }, fc.integer({ min, max }));
}

/** Values the schema accepts, or nearly: what a well-behaved client would send. */
export function plausible(s: JsonSchema, depth = 0, key = ''): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => plausible(a, depth, key)));
  const kinds = types(s);
  if (kinds.length > 1)
    return fc.oneof(...kinds.map((type) => plausible({ ...s, type }, depth, key)));
  switch (kinds[0]) {
    case 'string':
      return plausibleString(s, key);
    case 'integer':
      return plausibleNumber(s, true);
    case 'number':
      return plausibleNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items && depth < 4 ? plausible(s.items, depth + 1) : fc.string(), {
        minLength: Math.min(s.minItems ?? 0, 5),
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object': {
      const props = s.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(props).map(([name, prop]) => [name, plausible(prop, depth + 1, name)]),
        ),
        { requiredKeys: (s.required ?? []).filter((key) => key in props) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values shaped like the schema with hostile parts: each field is now and then replaced by a
 * wrong or hostile value, required fields go missing, and undeclared keys appear.
 */
export function mutated(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const kinds = types(s);
  if (kinds.includes('object') && s.properties && depth < 4) {
    // Each field: plausible, mutated or hostile; one in five goes missing (nil).
    const fields = Object.entries(s.properties).map(([key, prop]) =>
      fc.option(
        fc
          .oneof(
            { weight: 3, arbitrary: plausible(prop, depth + 1, key) },
            { weight: 1, arbitrary: mutated(prop, depth + 1) },
            { weight: 1, arbitrary: hostileValue },
          )
          .map((value) => [key, value] as const),
        { freq: 5, nil: undefined },
      ),
    );
    return fc
      .tuple(fc.tuple(...fields), fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 }))
      .map(([entries, extra]) => {
        // No prototype: a '__proto__' key is sent as a key, not swallowed as the prototype.
        const body = Object.create(null) as Record<string, unknown>;
        for (const entry of entries) if (entry) body[entry[0]] = entry[1];
        for (const [key, value] of extra) body[key] = value;
        return body;
      });
  }
  if (kinds.includes('array') && s.items && depth < 4) {
    return fc.oneof(
      fc.array(mutated(s.items, depth + 1), { maxLength: 4 }),
      fc.array(plausible(s.items, depth + 1), { minLength: 101, maxLength: 102 }),
      hostileValue,
    );
  }
  return fc.oneof(plausible(s, depth), hostileValue);
}
