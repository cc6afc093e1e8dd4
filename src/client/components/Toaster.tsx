import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toastStore';

const ToastList = lazy(() => import('./ToastList'));

/** Runs `callback` when the browser has nothing else to do (Safari has no requestIdleCallback: 2 s later). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 2000);
  return () => clearTimeout(id);
}

/**
 * The place toasts appear, mounted once the page has settled or as soon as a toast is created (the list
 * shows the toasts created before it). Mounted during hydration, Chakra's toast group re-rendered the
 * whole page synchronously in the middle of it, a long freeze on a phone for a list that is empty.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toaster.getVisibleToasts().length) {
      setMounted(true);
      return;
    }
    const unsubscribe = toaster.subscribe(() => setMounted(true));
    const cancelIdle = whenIdle(() => setMounted(true));
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
