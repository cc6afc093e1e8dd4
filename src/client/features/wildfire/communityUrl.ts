import { communityPath } from '../../../common/routes';
import { languageOfPath } from '../../../common/routing/resolve';
import { rememberTabFocus } from '../../islands/behaviours/tabFocus';

/** The query parameter that names the wildfire page's community (each community is a page of its own). */
export const COMMUNITY_PARAM = 'community';

/** This page's address with another community chosen. */
export function communityPageUrl(id: string): URL {
  return new URL(communityPath(id, languageOfPath(window.location.pathname)), window.location.href);
}

/**
 * Loads the page of another community in place of this one (one history entry: a tab switch is not a move to
 * another page), its tab keeping the focus (islands/behaviours/tabFocus.ts).
 */
export function loadCommunityPage(id: string, tabId: string) {
  rememberTabFocus(tabId);
  window.location.replace(communityPageUrl(id));
}
