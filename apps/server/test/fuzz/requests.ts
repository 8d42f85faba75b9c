import fc from 'fast-check';
import type { RouteRule } from '../../src/plugins/access';
import { controlText, hostileRawBody, hostileText, hostileValue, NUMERIC_TEXT } from './hostile';
import { multipartBody } from './multipart';
import {
  jsonSchemaOf,
  mutated,
  plausible,
  propertyNames,
  type JsonSchema,
} from './schema-arbitrary';

/** Who sends a request; tokens are looked up when it is sent (they may be renewed). */
export type Caller = 'staff' | 'anonymous' | 'client' | 'garbage';

export type FuzzRequest = {
  /** The route it was made for ("POST /api/line/create"). */
  route: string;
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** A declared query key, path parameter or body field carries a control character: refused. */
  carriesControl: boolean;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) 3-byte UTF-8 form. */
export const encode = (value: string) =>
  value
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .reduce((url, part, i) => {
      if (i === 0) return part;
      const unit = value.match(LONE_SURROGATE)![i - 1]!.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return url + bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('') + part;
    }, '');

/** Path segments that are wrong in ways a URL can be wrong. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%20',
  '~',
  '.',
  '..',
];

type Part = { text: string; control: boolean };
const plain = (text: string): Part => ({ text, control: false });

const segment = (s: JsonSchema | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: (s ? plausible(s).map(String) : fc.nat(60).map(String)).map(plain) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...NUMERIC_TEXT)
        .map(encode)
        .map(plain),
    },
    { weight: 1, arbitrary: hostileText.map((v) => plain(encode(v.slice(0, 300)))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map(plain) },
    {
      weight: 1,
      arbitrary: controlText.map((v) => ({ text: encode(v), control: s !== undefined })),
    },
  );

/** `?a=b&...` with the declared keys and others, values plausible or hostile. */
function queryString(schema: JsonSchema | undefined) {
  const keys = [...propertyNames(schema), 'q', 'deleted', 'page', '__proto__', 'a[b]'];
  const value = (key: string) => {
    const declared = schema?.properties?.[key];
    return declared ? fc.oneof(plausible(declared).map(String), hostileText) : hostileText;
  };
  const pair = fc
    .constantFrom(...keys)
    .chain((key) => value(key).map((v) => `${encode(key)}=${encode(v)}`));
  const options: fc.WeightedArbitrary<Part>[] = [
    { weight: 2, arbitrary: fc.constant(plain('')) },
    {
      weight: 3,
      arbitrary: fc
        .array(pair, { minLength: 1, maxLength: 3 })
        .map((p) => plain(`?${p.join('&')}`)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('?', '?&&', '?=', '?a', '?%', '?deleted=%E0%A4%A').map(plain),
    },
  ];
  const declared = propertyNames(schema);
  if (declared.length > 0) {
    // One declared key with a control character in its value, beside plausible others.
    const control = fc
      .tuple(fc.constantFrom(...declared), controlText, fc.array(pair, { maxLength: 2 }))
      .map(([key, v, others]) => ({
        text: `?${[...others, `${encode(key)}=${encode(v)}`].join('&')}`,
        control: true,
      }));
    options.push({ weight: 1, arbitrary: control });
  }
  return fc.oneof(...options);
}

const CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'garbage/;;;',
];

/** Extra headers: content negotiation, encodings, cookies, ranges, proxies. */
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-encoding',
    'accept-language',
    'content-encoding',
    'cookie',
    'range',
    'if-none-match',
    'x-forwarded-for',
    'origin',
    'user-agent',
    'expect',
    'x-http-method-override',
  ),
  fc.constantFrom(
    'text/html',
    '*/*',
    'gzip',
    'br',
    'identity;q=0',
    '*;q=0',
    'gzip;q=0, identity;q=0',
    'en-US',
    'taller_refresh=abc',
    'taller_refresh=00000000-0000-0000-0000-000000000000.x',
    'taller_docs=abc',
    'taller_docs=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.',
    '=;;;=',
    'bytes=0-10',
    'bytes=abc',
    'bytes=999999999-',
    '*',
    '127.0.0.1, <script>',
    'http://evil.example',
    '100-continue',
    'DELETE',
    'x'.repeat(8000),
  ),
  { maxKeys: 2 },
);

type Body = { contentType?: string; payload?: string | Buffer; control?: boolean };

function body(rule: RouteRule, schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  const wrongType = fc
    .tuple(
      fc.constantFrom(...CONTENT_TYPES),
      fc.oneof(
        hostileRawBody,
        fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
      ),
    )
    .map(([contentType, payload]): Body => ({ contentType, payload }));
  const raw = hostileRawBody.map((payload): Body => ({ contentType: 'application/json', payload }));
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: hostileValue.map(json) },
  ];
  if (schema) {
    options.push({ weight: 5, arbitrary: mutated(schema).map(json) });
    options.push({ weight: 2, arbitrary: plausible(schema).map(json) });
    const fields = propertyNames(schema);
    if (fields.length > 0) {
      // A plausible body but for one field, which carries a control character.
      const control = fc
        .tuple(plausible(schema), fc.constantFrom(...fields), controlText)
        .map(([value, field, text]) => ({
          ...json({ ...(value as object), [field]: text }),
          control: true,
        }));
      options.push({ weight: 1, arbitrary: control });
    }
  }
  if (rule.schema?.consumes?.includes('multipart/form-data')) {
    options.push({
      weight: 8,
      arbitrary: multipartBody.map((m): Body => ({
        contentType: m.contentType,
        payload: m.payload,
      })),
    });
  }
  // Routes without a body mostly get none.
  if (!schema && options.length === 3) options.push({ weight: 6, arbitrary: fc.constant({}) });
  return fc.oneof(...options);
}

/** Requests for one route: its method and path mostly, hostile everything else. */
export function routeRequests(rule: RouteRule): fc.Arbitrary<FuzzRequest> {
  const params = jsonSchemaOf(rule.schema?.params);
  const names = [...rule.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const path = fc
    .tuple(...names.map((name) => segment(params?.properties?.[name])))
    .map((values) => ({
      text: names.reduce((url, name, i) => url.replace(`:${name}`, values[i]!.text), rule.url),
      control: values.some((value) => value.control),
    }));
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(rule.method) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
        },
      ),
      path,
      query: queryString(jsonSchemaOf(rule.schema?.querystring)),
      caller: fc.constantFrom<Caller>(
        'staff',
        'staff',
        'staff',
        'staff',
        'staff',
        'staff',
        'anonymous',
        'client',
        'garbage',
      ),
      body: body(rule, jsonSchemaOf(rule.schema?.body)),
      extra: fc.oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: extraHeaders },
      ),
      // A handful of addresses: per-IP limits come into play, as they would in real life.
      address: fc.integer({ min: 1, max: 6 }),
    })
    .map(({ method, path, query, caller, body, extra, address }) => {
      const headers: Record<string, string> = { ...extra };
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return {
        route: `${rule.method} ${rule.url}`,
        method,
        url: path.text + query.text,
        caller,
        headers,
        payload: body.payload,
        remoteAddress: `10.9.0.${address}`,
        // Only the route's own method validates what its schemas declare.
        carriesControl: method === rule.method && (path.control || query.control || !!body.control),
      };
    });
}

/** Every route with the same weight, whatever number of routes the app has. */
export const anyRequest = (rules: RouteRule[]) => fc.oneof(...rules.map(routeRequests));
