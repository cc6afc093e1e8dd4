import { BEFORE_AFTER_ATTRIBUTE, BEFORE_AFTER_READY } from '../../components/sections/beforeAfterAttributes';

/**
 * The before/after sections' divider (components/sections/BeforeAfterSection.tsx): each comparison becomes a
 * slider once this runs (both photos side by side until then), and its range input moves the cut.
 */
export function beforeAfterSliders() {
  for (const figure of document.querySelectorAll<HTMLElement>(`[${BEFORE_AFTER_ATTRIBUTE}]`)) {
    figure.setAttribute(BEFORE_AFTER_READY, '');
    const input = figure.querySelector<HTMLInputElement>('input[type="range"]');
    input?.addEventListener('input', () => figure.style.setProperty('--split', `${input.value}%`));
  }
}
