import { useSearchParams } from 'react-router-dom';
import { COMMUNITIES } from '../../../common/constants';
import { COMMUNITY_PARAM } from './communityUrl';

/** The chosen community lives in `?community=` so a tab can be linked; anything unknown means the first one. */
export function useCommunity() {
  const [params] = useSearchParams();
  const requested = params.get(COMMUNITY_PARAM);
  return COMMUNITIES.find((c) => c.id === requested) ?? COMMUNITIES[0];
}

/** The ids that tie a community's tab (islands/CommunityTabsIsland.tsx) to the page's panel. */
export const communityTabId = (id: string) => `community-tab-${id}`;
export const communityPanelId = (id: string) => `community-panel-${id}`;
