import { createContext, type ReactNode, useContext } from 'react';
import type { IslandName } from './index';

/** One island a server render met: where its marker is and what it was given. */
export interface IslandEntry {
  id: string;
  name: IslandName;
  props: object;
}

/**
 * The islands of one server render, in the order the page met them. Each gets an id of its own: its marker's
 * attribute, and the prefix of the ids React derives inside it (useId), the same on the server and in the
 * browser, where each island is a root of its own.
 */
export class IslandRegistry {
  readonly entries: IslandEntry[] = [];

  add(name: IslandName, props: object): string {
    const id = `i${this.entries.length}`;
    this.entries.push({ id, name, props });
    return id;
  }
}

const IslandRegistryContext = createContext<IslandRegistry | null>(null);

export function IslandRegistryProvider({ value, children }: { value: IslandRegistry; children: ReactNode }) {
  return <IslandRegistryContext.Provider value={value}>{children}</IslandRegistryContext.Provider>;
}

export function useIslandRegistry(): IslandRegistry {
  const registry = useContext(IslandRegistryContext);
  if (!registry) throw new Error('An <Island> renders only in a server render of a page (entry-server.tsx)');
  return registry;
}
