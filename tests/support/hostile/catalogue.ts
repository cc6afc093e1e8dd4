/** Nested arrays `depth` deep, as raw JSON text (built as text: a real 50,000-deep value would overflow the stack). */
export const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** JSON text that a value cannot express: it is spliced raw into the request in place of the field's value. */
export class RawJson {
  constructor(
    readonly label: string,
    readonly text: string,
  ) {}
}

/** What an attacker puts in any one field, whatever its type. */
export const HOSTILE_VALUES: Array<[label: string, value: unknown]> = [
  ['empty text', ''],
  ['blank text', '   \t\n'],
  ['null', null],
  ['a number', 12345],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['zero', 0],
  ['past a 32-bit integer', 2 ** 31],
  ['past a safe integer', 2 ** 53 + 2],
  ['huge number', 1e308],
  ['true', true],
  ['false as text', 'false'],
  ['a number as text', '1'],
  ['an object', { a: 1 }],
  ['a list', ['a', 'b']],
  ['an empty list', []],
  ['text of 60,000 characters', 'x'.repeat(60_000)],
  ['text of 300,000 characters', 'y'.repeat(300_000)],
  ['NUL', 'a\u0000b'],
  // Each of these is a valid text that most fields save, so each costs a write and a page render per field: the
  // kinds go together in one value (that each is shown as typed is tests/integration/ssr-text-as-typed.test.ts').
  ['lone surrogates, high and low', 'Jos\ud83d and \udc00end'],
  ['replacement patterns', "Prices $& more, before $` and $' after, from $$ to $$$"],
  [
    'HTML: a script, an image with onerror, a closing script tag',
    '<script>alert(1)</script> <img src=x onerror=alert(1)> </script><script>alert(1)</script>',
  ],
  ['javascript: URL', 'javascript:alert(1)'],
  ['JavaScript: URL with spaces', ' JaVaScRiPt:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['path traversal', '../../../etc/passwd'],
  ['encoded path traversal', '..%2f..%2fsecrets.json'],
  ['an absolute path', '/etc/passwd'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['right-to-left override', 'abc\u202edef'],
  ['emoji', '🏠🔥'],
  ['SQL', "'; drop table users; --"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text an attacker types, not a template of ours
  ['template syntax', '{{7*7}} ${7*7} <%= 7*7 %>'],
  ['CRLF', 'a\r\nSet-Cookie: x=1'],
  [
    'prototype keys',
    new RawJson(
      'prototype keys',
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    ),
  ],
  ['50,000-deep list', new RawJson('deep', deepJson(50_000))],
  ['200-deep list', new RawJson('deep', deepJson(200))],
];

/**
 * What the server reads of a value before any schema does, whatever the field: its size (the body's limits), and
 * in a text a NUL or a lone surrogate (the `storable` middleware); and raw JSON its parser reads.
 */
export const readBeforeTheSchema = (value: unknown) =>
  value instanceof RawJson ||
  (typeof value === 'string' && (value.length > 1000 || !value.isWellFormed() || value.includes('\u0000')));

/** What an attacker sends as the whole input instead of an object. */
export const HOSTILE_INPUTS: Array<[label: string, value: unknown]> = [
  ['no input', undefined],
  ['null', null],
  ['text', 'hello'],
  ['a list', [1, 2, 3]],
  ['an empty object', {}],
  ['unknown keys only', { zzz: 1, __proto__x: 2 }],
  [
    'prototype keys',
    new RawJson(
      'prototype keys',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    ),
  ],
  ['10,000 keys', Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))],
  ['50,000-deep list', new RawJson('deep', deepJson(50_000))],
];

/** JSON text of a value, with RawJson parts spliced in as they are. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner) => {
    if (inner instanceof RawJson) {
      raws.push(inner.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return inner;
  });
  if (text === undefined) return '';
  if (raws.length === 0) return text;
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index) => raws[Number(index)] ?? 'null');
}
