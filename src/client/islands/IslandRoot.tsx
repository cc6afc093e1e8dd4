import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useEffect } from 'react';
import type { Messages } from '../../common/i18n/catalogs';
import type { Language } from '../../common/i18n/languages';
import { LanguageProvider } from '../i18n/language';
import { MessagesProvider } from '../i18n/useMessages';
import type { PageStyles } from '../theme/pageStyles';

/** Calls back once, after the island's own effects: React has hydrated it and its handlers listen. */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * The providers around each island, on the server and in the browser alike, so both render the same markup: the
 * page's language among them (the server's from the page's address, the browser's from `<html lang>`).
 */
export function IslandRoot({
  styles,
  language,
  messages,
  onHydrated,
  children,
}: {
  styles: PageStyles;
  language: Language;
  messages: Messages;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <LanguageProvider language={language}>
      <MessagesProvider messages={messages}>
        <CacheProvider value={styles.cache}>
          <ChakraProvider value={styles.system}>
            {children}
            <Hydrated onHydrated={onHydrated} />
          </ChakraProvider>
        </CacheProvider>
      </MessagesProvider>
    </LanguageProvider>
  );
}
