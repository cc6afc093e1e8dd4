import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toastStore';

const ToastList = lazy(() => import('./ToastList'));

/**
 * The place toasts appear, mounted when the first toast is created (the list shows the toasts created
 * before it). Mounted with the page, Chakra's toast group re-rendered the whole page synchronously in the
 * middle of hydration, and its styles made the browser restyle the page afterwards: a long freeze on a phone
 * for a list that is empty on most visits.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toaster.getVisibleToasts().length) {
      setMounted(true);
      return;
    }
    return toaster.subscribe(() => setMounted(true));
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
