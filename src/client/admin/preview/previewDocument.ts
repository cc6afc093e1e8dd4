import { PREVIEW_EDIT_ATTRIBUTE } from '../../../common/preview';

/** What each marked part of the previewed page says: a field's text, a section's whole text. */
export type PageSnapshot = ReadonlyMap<string, string>;

const PARTS = `[${PREVIEW_EDIT_ATTRIBUTE}], [data-section-id]`;
const partKey = (element: Element) =>
  element.getAttribute(PREVIEW_EDIT_ATTRIBUTE) ?? `section:${element.getAttribute('data-section-id')}`;

export function snapshotOf(doc: Document | null | undefined): PageSnapshot {
  const parts = new Map<string, string>();
  for (const element of doc?.querySelectorAll(PARTS) ?? []) {
    const key = partKey(element);
    if (!parts.has(key)) parts.set(key, element.textContent ?? '');
  }
  return parts;
}

/** The parts whose text is not what `before` held (new ones included), innermost first. */
export function changedSince(doc: Document, before: PageSnapshot): Element[] {
  if (before.size === 0) return [];
  const changed = [...doc.querySelectorAll(PARTS)].filter(
    (element) => before.get(partKey(element)) !== (element.textContent ?? ''),
  );
  // A changed field inside a changed section: the field is the spot.
  return changed.filter((element) => !changed.some((other) => other !== element && element.contains(other)));
}

/**
 * Scrolls the preview's own page so `element` is in the middle of it. Not `scrollIntoView`: that scrolls the
 * panel around the frame too (a dialog's fields would move under the owner's typing).
 */
export function centreInFrame(element: Element) {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const box = element.getBoundingClientRect();
  view.scrollTo({ top: view.scrollY + box.top - (view.innerHeight - box.height) / 2 });
}

const FLASH = 'data-preview-changed';
const FLASH_MS = 1600;

/** A brief outline on what changed, scrolled into view when it is out of it. */
export function flash(doc: Document, elements: readonly Element[]) {
  if (elements.length === 0) return;
  for (const element of elements) element.setAttribute(FLASH, '');
  const first = elements[0];
  const view = doc.defaultView;
  if (first && view) {
    const box = first.getBoundingClientRect();
    if (box.bottom < 0 || box.top > view.innerHeight) centreInFrame(first);
  }
  view?.setTimeout(() => {
    for (const element of elements) element.removeAttribute(FLASH);
  }, FLASH_MS);
}

/**
 * Puts a newly rendered page in place of the shown one without reloading the frame: what is on screen stays
 * where it is (the scroll position is kept), and the colour mode the page started in is kept.
 */
export function replaceDocument(doc: Document, html: string) {
  const view = doc.defaultView;
  const [x, y] = [view?.scrollX ?? 0, view?.scrollY ?? 0];
  const next = new DOMParser().parseFromString(html, 'text/html');
  doc.head.replaceWith(doc.importNode(next.head, true));
  doc.body.replaceWith(doc.importNode(next.body, true));
  addPreviewStyle(doc);
  view?.scrollTo(x, y);
}

const STYLE_ID = 'preview-edit-style';

/** The preview's own look: a changed part outlined for a moment, an editable one hinted at under the pointer. */
function addPreviewStyle(doc: Document) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `[${FLASH}]{outline:3px solid #d4af37 !important;outline-offset:4px;border-radius:2px}
[${PREVIEW_EDIT_ATTRIBUTE}]:hover{outline:1px dashed #d4af37;outline-offset:3px;cursor:pointer}`;
  doc.head.append(style);
}

/**
 * Readies a loaded preview: its style, and clicks on a marked part naming its field (`setting:hero_title`) to
 * `handler`; the page's own link or button under it is not followed. Kept when replaceDocument swaps the page.
 */
export function prepareDocument(doc: Document, handler: (field: string) => void) {
  addPreviewStyle(doc);
  doc.addEventListener(
    'click',
    (event) => {
      // The frame's elements are of its own window's Element, not the panel's: no `instanceof` here.
      const target = event.target as Element | null;
      if (typeof target?.closest !== 'function') return;
      const marked = target.closest(`[${PREVIEW_EDIT_ATTRIBUTE}]`);
      const field = marked?.getAttribute(PREVIEW_EDIT_ATTRIBUTE)?.split(' ')[0];
      if (!field) return;
      event.preventDefault();
      event.stopPropagation();
      handler(field);
    },
    true,
  );
}
