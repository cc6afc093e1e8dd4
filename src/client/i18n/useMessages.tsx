import { createContext, type ReactNode, useContext } from 'react';
import type { Messages } from '../../common/i18n/catalogs';

const MessagesContext = createContext<Messages | null>(null);

/**
 * The fixed texts of the page's language (common/i18n/catalogs), given by the root of what is rendered: the page
 * on the server, each island in the browser (which loads only its page's language: catalogs/load.ts).
 */
export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages needs a MessagesProvider above it (PublicApp, IslandRoot)');
  return messages;
}
