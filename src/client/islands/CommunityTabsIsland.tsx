import { Tabs } from '@chakra-ui/react';
import type { CommunityId } from '../../common/constants';
import { CommunityTabsList } from '../features/wildfire/CommunityTabsList';
import { communityPanelId, communityTabId } from '../features/wildfire/useCommunity';

/**
 * The community switch of the wildfire page. Each community is a page of its own (`?community=`, rendered and
 * cached by the server), so choosing a tab loads it in place of this one (one history entry, as a tab switch
 * is not a move to another page). The panel is the page's content, tied to the tabs by fixed ids.
 */
export default function CommunityTabsIsland({ current }: { current: CommunityId }) {
  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => {
        if (details.value === current) return;
        const url = new URL(window.location.href);
        url.searchParams.set('community', details.value);
        window.location.replace(url);
      }}
      variant="plain"
      ids={{ trigger: communityTabId, content: communityPanelId }}
    >
      <CommunityTabsList />
    </Tabs.Root>
  );
}
