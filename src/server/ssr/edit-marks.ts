import { PREVIEW_EDIT_ATTRIBUTE } from '../../common/preview';

/**
 * Preview mode's "which field is this?" (docs/product.md, Live preview): before the render, each editable text in
 * the page's data is prefixed with an invisible marker naming its field; after it, a marker right at the start of
 * an element's text becomes that element's `data-edit` attribute, and every other marker (in attributes, meta
 * tags, JSON-LD, mid-text) is removed. So no component needs to know about the preview, and the HTML is the
 * public page's byte for byte but for those attributes. Public pages are never marked.
 *
 * Markers are Private Use Area characters: a start, the field's index in base 16, an end.
 */
const START = '\uE000';
const END = '\uE001';
const DIGIT_ZERO = 0xe010;

/** Fields of one render, by the index their marker carries. */
export class EditMarks {
  private readonly fields: string[] = [];

  /** `value` with the marker of `field` (`setting:hero_title`, `section:12:title`) in front; '' stays ''. */
  mark(field: string, value: string): string {
    if (value.trim() === '') return value;
    const index = this.fields.push(field) - 1;
    const digits = [...index.toString(16)].map((digit) =>
      String.fromCharCode(DIGIT_ZERO + Number.parseInt(digit, 16)),
    );
    return `${START}${digits.join('')}${END}${value}`;
  }

  private fieldOf(digits: string): string | undefined {
    const index = Number.parseInt(
      [...digits].map((digit) => (digit.charCodeAt(0) - DIGIT_ZERO).toString(16)).join(''),
      16,
    );
    return this.fields[index];
  }

  /**
   * The rendered page with its markers turned into `data-edit` attributes where they start an element's text,
   * or follow a few words of it (`“{quote}”` renders as `“<!-- -->quote`).
   */
  apply(html: string): string {
    const startOfText = new RegExp(
      `<(?!(?:script|style|title|textarea|option)\\b)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>((?:[^<]|<!-- -->){0,40}?)((?:${START}[\\uE010-\\uE01F]+${END})+)`,
      'g',
    );
    const attributed = html.replace(
      startOfText,
      (whole, tag: string, attributes: string, before: string, markers: string) => {
        // A void element (`<img/>`) has no text of its own; a marked element keeps its first attribute.
        if (attributes.endsWith('/') || attributes.includes(PREVIEW_EDIT_ATTRIBUTE)) return whole;
        const fields = [...markers.matchAll(new RegExp(`${START}([\\uE010-\\uE01F]+)${END}`, 'g'))]
          .map((match) => this.fieldOf(match[1] ?? ''))
          .filter((field): field is string => !!field);
        return `<${tag}${attributes} ${PREVIEW_EDIT_ATTRIBUTE}="${escapeAttribute(fields.join(' '))}">${before}${markers}`;
      },
    );
    return attributed.replace(new RegExp(`${START}[\\uE010-\\uE01F]*${END}`, 'g'), '');
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
