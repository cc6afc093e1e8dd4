import { useSearchParams } from 'react-router-dom';
import { communityOf } from '../../../common/constants';
import { COMMUNITY_PARAM } from '../../../common/routing/query';

/** The chosen community lives in `?community=` so a tab can be linked; anything unknown means the first one. */
export function useCommunity() {
  const [params] = useSearchParams();
  return communityOf(params.get(COMMUNITY_PARAM));
}

/** The ids that tie a community's tab (islands/CommunityTabsIsland.tsx) to the page's panel. */
export const communityTabId = (id: string) => `community-tab-${id}`;
export const communityPanelId = (id: string) => `community-panel-${id}`;
