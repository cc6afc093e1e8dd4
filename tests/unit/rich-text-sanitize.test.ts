import { getSchema } from '@tiptap/core';
import type { DOMOutputSpec, Mark, Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_EXTENSIONS } from '../../src/client/admin/shared/richTextExtensions';
import { sectionLinkHref } from '../../src/common/section-links';
import { sanitizeSectionHtml } from '../../src/server/services/sanitize';

const schema = getSchema(RICH_TEXT_EXTENSIONS);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** ProseMirror's own output spec (each node's and mark's toDOM) written as HTML, as the editor's getHTML does. */
function specHtml(spec: DOMOutputSpec, inner: string): string {
  if (typeof spec === 'string') return escapeHtml(spec);
  if (!Array.isArray(spec)) throw new Error('A DOM node in an output spec: not expected from the editor');
  const [tag, ...rest] = spec as [string, ...unknown[]];
  const attrs =
    rest[0] && typeof rest[0] === 'object' && !Array.isArray(rest[0]) ? (rest.shift() as object) : {};
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value)).replace(/"/g, '&quot;')}"`)
    .join('');
  const children = rest
    .map((child) => (child === 0 ? inner : specHtml(child as DOMOutputSpec, inner)))
    .join('');
  return ['br', 'hr'].includes(tag) ? `<${tag}${attrText}>` : `<${tag}${attrText}>${children}</${tag}>`;
}

function html(node: Node): string {
  if (node.isText) {
    return node.marks.reduceRight(
      (inner, mark: Mark) => specHtml(mark.type.spec.toDOM?.(mark, true) as DOMOutputSpec, inner),
      escapeHtml(node.text ?? ''),
    );
  }
  let inner = '';
  node.content.forEach((child) => {
    inner += html(child);
  });
  if (node.type.name === 'doc') return inner;
  return specHtml(node.type.spec.toDOM?.(node) as DOMOutputSpec, inner);
}

const text = (value: string, ...marks: Array<string | [string, object]>) => ({
  type: 'text',
  text: value,
  marks: marks.map((mark) => (typeof mark === 'string' ? { type: mark } : { type: mark[0], attrs: mark[1] })),
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const list = (type: string) => ({
  type,
  content: [
    { type: 'listItem', content: [paragraph(text('One'))] },
    { type: 'listItem', content: [paragraph(text('Two'))] },
  ],
});

/** One of everything the toolbar (and the editor's shortcuts) can make. */
const EVERYTHING = schema.nodeFromJSON({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Heading')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Subheading')] },
    paragraph(
      text('Bold', 'bold'),
      text(' italic', 'italic'),
      text(' underlined', 'underline'),
      text(' struck', 'strike'),
      { type: 'hardBreak' },
      text('a page', ['link', { href: '/contact' }]),
      text(' a site', ['link', { href: 'https://example.com/a?b=1&c=2' }]),
      text(' mail', ['link', { href: 'mailto:office@example.com' }]),
      text(' call', ['link', { href: 'tel:+13105550100' }]),
    ),
    list('bulletList'),
    list('orderedList'),
    { type: 'blockquote', content: [paragraph(text('Quoted'))] },
    { type: 'horizontalRule' },
  ],
});

describe('the section editor (admin/shared/RichTextEditor.tsx) and the server sanitizer', () => {
  it('makes only HTML the sanitizer keeps as it is', () => {
    const made = html(EVERYTHING);
    expect(made).toContain('<strong>Bold</strong>');
    expect(made).toContain('<ul><li><p>One</p></li>');
    expect(made).toContain('<ol><li>');
    expect(made).toContain('<a href="/contact">a page</a>');
    // The sanitizer writes void tags as <br />: the same HTML.
    expect(sanitizeSectionHtml(made).replaceAll(' />', '>')).toBe(made);
  });

  it('has no node or mark the test above does not make', () => {
    const made = new Set<string>();
    EVERYTHING.descendants((node) => {
      made.add(node.type.name);
      for (const mark of node.marks) made.add(mark.type.name);
    });
    made.add('doc');
    expect(
      [...Object.keys(schema.nodes), ...Object.keys(schema.marks)].filter((name) => !made.has(name)),
    ).toEqual([]);
  });

  it('puts no target, rel or class on a link', () => {
    expect(html(schema.nodeFromJSON(paragraph(text('x', ['link', { href: '/a' }]))))).toBe(
      '<p><a href="/a">x</a></p>',
    );
  });

  it('strips hostile HTML that reaches the server some other way', () => {
    const hostile =
      '<p onclick="alert(1)" style="color:red" class="x">Hi</p><a href="javascript:alert(1)">x</a>' +
      '<a href="data:text/html,<script>alert(1)</script>">y</a><a href="//evil.example">z</a>' +
      '<script>alert(2)</script><img src=x onerror=alert(3)><iframe src="https://evil.example"></iframe>' +
      '<a href="https://example.com" target="_blank" rel="opener">w</a>';
    const clean = sanitizeSectionHtml(hostile);
    expect(clean).not.toMatch(/onclick|style=|class=|javascript:|data:|evil|<script|<img|<iframe|alert\(2\)/);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});

describe('sectionLinkHref (src/common/section-links.ts): the addresses a section link may have', () => {
  it.each([
    ['/contact', '/contact'],
    ['#faq', '#faq'],
    ['https://example.com', 'https://example.com'],
    ['mailto:office@example.com', 'mailto:office@example.com'],
    ['tel:+1 (310) 555-0100', 'tel:+1(310)555-0100'],
    ['  example.com/rebuild ', 'https://example.com/rebuild'],
  ])('accepts %s', (input, href) => {
    expect(sectionLinkHref(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    '//evil.example',
    'https://',
    '',
    'a b',
  ])('refuses %s', (input) => {
    expect(sectionLinkHref(input)).toBeNull();
  });
});
