import { useEffect } from 'react';

/**
 * While `unsaved` holds, a reload, a closed tab or a link out of the site asks the browser's own "Leave site?"
 * question first (its wording is the browser's; `beforeunload` allows no other).
 */
export function useBeforeUnload(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
