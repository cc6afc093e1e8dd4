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
      // The tabs are links (for pages without JavaScript): here the change above loads the page, in place.
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
      }}
    >
      <CommunityTabsList />
    </Tabs.Root>
  );
}
