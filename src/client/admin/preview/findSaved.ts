import type { PreviewSave } from './previewSaves';

/** The first element whose own text holds `text` (trimmed, first line), or null. */
function elementWithText(doc: Document, text: string): Element | null {
  const wanted = text.trim().split('\n')[0]?.trim().slice(0, 80);
  if (!wanted || wanted.length < 3) return null;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(wanted)) return node.parentElement;
  }
  return null;
}

/**
 * Where the part just saved is on the previewed page, best effort: the section by its id (PageSections renders
 * `data-section-id`), else the saved wording. Null when neither is there (an image, a colour, an empty value).
 */
export function findSaved(doc: Document, save: PreviewSave): Element | null {
  if (save.sectionId !== undefined) {
    const section = doc.querySelector(`[data-section-id="${save.sectionId}"]`);
    if (section) return section;
  }
  return save.text ? elementWithText(doc, save.text) : null;
}
