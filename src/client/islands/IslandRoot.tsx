import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useEffect } from 'react';
import type { PageStyles } from '../theme/pageStyles';

/** Calls back once, after the island's own effects: React has hydrated it and its handlers listen. */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/** The providers around each island, on the server and in the browser alike, so both render the same markup. */
export function IslandRoot({
  styles,
  onHydrated,
  children,
}: {
  styles: PageStyles;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={styles.cache}>
      <ChakraProvider value={styles.system}>
        {children}
        <Hydrated onHydrated={onHydrated} />
      </ChakraProvider>
    </CacheProvider>
  );
}
