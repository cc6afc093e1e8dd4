import { COMMUNITIES } from '../../../common/constants';
import { COMMUNITY_PARAM } from '../../../common/routing/query';
import { rememberTabFocus } from '../../islands/behaviours/tabFocus';

/**
 * This page's address, in its own language, with another community chosen: the first community is the page itself
 * (common/routes.ts `communityPath`, which the server's links use; the page's script carries no route table).
 */
export function communityPageUrl(id: string): URL {
  const url = new URL(window.location.pathname, window.location.href);
  if (id !== COMMUNITIES[0].id) url.searchParams.set(COMMUNITY_PARAM, id);
  return url;
}

/**
 * Loads the page of another community in place of this one (one history entry: a tab switch is not a move to
 * another page), its tab keeping the focus (islands/behaviours/tabFocus.ts).
 */
export function loadCommunityPage(id: string, tabId: string) {
  rememberTabFocus(tabId);
  window.location.replace(communityPageUrl(id));
}
