import { LIMITS } from '../../../common/constants';

/** The header turns more opaque once the page has scrolled past the threshold (its CSS reads the attribute). */
export function markHeaderOnScroll() {
  const header = document.querySelector('header');
  if (!header) return;
  const update = () => {
    if (window.scrollY > LIMITS.headerScrollThreshold) header.setAttribute('data-scrolled', 'true');
    else header.removeAttribute('data-scrolled');
  };
  update();
  addEventListener('scroll', update, { passive: true });
}
