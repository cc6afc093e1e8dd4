import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Asks again once every write of the panel has settled, so a count shown beside a tab (new leads, the Trash) follows
 * a write made anywhere without each editor knowing of it. Not on mount: the panel has just read it (AdminPage
 * waits for the counts), and asking again there sent each count's read two more times with every panel load.
 */
export function useRefetchAfterWrites(refetch: () => unknown) {
  const writing = useIsMutating();
  const wasWriting = useRef(false);
  useEffect(() => {
    if (writing > 0) wasWriting.current = true;
    else if (wasWriting.current) {
      wasWriting.current = false;
      void refetch();
    }
  }, [writing, refetch]);
}
