import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new route starts at the top of the page, as a visitor expects from a link. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling up is the reaction to a new pathname.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
