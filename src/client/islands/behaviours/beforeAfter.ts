import { BEFORE_AFTER_ATTRIBUTE, BEFORE_AFTER_READY } from '../../components/sections/beforeAfterAttributes';

/**
 * The before/after comparisons' divider (components/sections/BeforeAfterComparison.tsx: a before/after section,
 * a project's pairs on its page and in its quick view, whose dialog React later takes over as it is): each
 * comparison becomes a slider once this runs (both photos side by side until then), and its range input moves
 * the cut.
 */
export function beforeAfterSliders() {
  for (const figure of document.querySelectorAll<HTMLElement>(`[${BEFORE_AFTER_ATTRIBUTE}]`)) {
    figure.setAttribute(BEFORE_AFTER_READY, '');
    const input = figure.querySelector<HTMLInputElement>('input[type="range"]');
    input?.addEventListener('input', () => figure.style.setProperty('--split', `${input.value}%`));
  }
}
