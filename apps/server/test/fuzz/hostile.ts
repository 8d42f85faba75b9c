import fc from 'fast-check';

/**
 * Hostile values: what a careless or malicious client sends. Kept free of English framework
 * words ('must', 'invalid'...) so that a message echoing one is never mistaken for a leak.
 */

export const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE lines; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "%' UNION SELECT password_hash FROM users --",
  "Robert'); DELETE FROM users;--",
  '\\x27 OR 1=1',
];

export const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="//evil.example"></iframe>',
  '&lt;b&gt;&amp;',
];

export const UNICODE = [
  '\u202Egnp.exe',
  'ñandú Pingüino Ñoño',
  'a\u200Bb\u200Dc\uFEFF',
  'e\u0301\u0301\u0301',
  '🙂👩‍👩‍👧‍👦🇪🇸',
  '\uD800',
  '\uDFFF\uD800',
  '\u0000',
  'a\u0000b',
  '\r\n\t\u0007\u001b[31m',
  'Ａ１２３',
  '١٢٣',
  'İıſK',
];

export const NUMERIC_TEXT = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '0b11',
  '  7  ',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  ' ',
];

export const MISC_TEXT = [
  '__proto__',
  'constructor',
  'toString',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/media/../taller.sqlite',
  'null',
  'true',
  '[]',
  '{}',
  '["a",1]',
  '[',
  '"',
  '#GGGGGG',
  '#fff',
  'ACTIVE ',
  'active',
  'DELETED',
];

export const hostileText = fc.oneof(
  fc.constantFrom(...SQL, ...HTML, ...UNICODE, ...NUMERIC_TEXT, ...MISC_TEXT),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  // Long and huge: past every length limit, and past the body limit now and then.
  fc.constantFrom(101, 501, 4_096, 70_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(300, 20_000).map((n) => 'ñ🙂'.repeat(n)),
);

/** Control characters that no text may carry (tab and line breaks are fine in a body's text). */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u007F',
];

/** A text with a control character inside: refused wherever it is sent (issue 32). */
export const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => before + control + after);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    -1e308,
    1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A nested structure `depth` levels deep, as JSON text (built as text: no stack needed). */
export const deepJson = (depth: number, open = '[', close = ']') =>
  open.repeat(depth) + close.repeat(depth);
export const deepObjectJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Any JSON value of a wrong or hostile kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [null], { a: {} }) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys nobody declared, some of them aimed at prototypes. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'createdBy',
    'deletedAt',
    '$where',
  ),
  fc.string({ maxLength: 12 }),
);

/** A whole request body that is not what any route expects, as raw text. */
export const hostileRawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '0',
    '-1',
    '"texto"',
    '[]',
    '{',
    '{"name":',
    '{"name":"a",}',
    "{'name':'a'}",
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '\u0000\u0001\u0002',
    '\uFEFF{"name":"Linea"}',
    '{"name":"a","name":"b"}',
    '1e99999',
    '[1,2,3' + ',4'.repeat(10_000) + ']',
  ),
  fc.constantFrom(10, 1_000, 100_000).map((depth) => deepJson(depth)),
  fc.constantFrom(1_000, 100_000).map((depth) => deepObjectJson(depth)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 200, unit: 'binary' }),
  // Past the 1 MB body limit.
  fc.constant(JSON.stringify({ name: 'x'.repeat(1_100_000) })),
);
