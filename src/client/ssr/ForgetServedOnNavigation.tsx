import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetServedQueries } from './servedQueries';

/** The served data counts as just fetched only for the page it came with: the first navigation ends that. */
export function ForgetServedOnNavigation() {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` !== first.current) forgetServedQueries();
  }, [pathname, search]);
  return null;
}
