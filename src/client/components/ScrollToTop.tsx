import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new route starts at the top of the page, as a visitor expects from a link. Not the first one: the page
 * arrives server-rendered, and a visitor may already have scrolled it before it was hydrated.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
