import superjson from 'superjson';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandName,
  type IslandProps,
} from './index';
import { useIslandRegistry } from './registry';

/** The marker takes no box of its own: the island's content lays out as if it stood where the marker is. */
const NO_BOX = { display: 'contents' } as const;

/**
 * Where a page shows an island: an empty marker, filled after the page's render with the island rendered as
 * a root of its own (islands/server.tsx), which is what the browser hydrates. Its props travel in the marker.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  const id = useIslandRegistry().add(name, props as object);
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_ID_ATTRIBUTE]: id,
    [ISLAND_PROPS_ATTRIBUTE]: superjson.stringify(props),
  };
  return <div {...attributes} style={NO_BOX} />;
}
