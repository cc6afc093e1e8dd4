import { Tabs } from '@chakra-ui/react';
import type { CommunityId } from '../../common/constants';
import { CommunityTabsList } from '../features/wildfire/CommunityTabsList';
import { loadCommunityPage } from '../features/wildfire/communityUrl';
import { communityPanelId, communityTabId } from '../features/wildfire/useCommunity';

/**
 * The community switch of the wildfire page. Each community is a page of its own (`?community=`, rendered and
 * cached by the server), so choosing a tab loads it in place of this one (one history entry, as a tab switch
 * is not a move to another page). A tab pressed before React has the island does the same (islands/main.ts). The panel is the page's content, tied to the tabs by fixed ids.
 */
export default function CommunityTabsIsland({ current }: { current: CommunityId }) {
  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => {
        if (details.value !== current) loadCommunityPage(details.value, communityTabId(details.value));
      }}
      variant="plain"
      ids={{ trigger: communityTabId, content: communityPanelId }}
      // The tabs are links (for pages without JavaScript): here the change above loads the page, in place, and the
      // link's own navigation is stopped once the tab has had the press. Not before (capturing): a tab ignores a
      // press already prevented, so a tab pressed after React had the island did nothing. A press that opens the
      // link elsewhere (a modifier key, another button) stays the browser's.
      onClick={(event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
      }}
    >
      <CommunityTabsList />
    </Tabs.Root>
  );
}
