import { communityPath } from '../../../common/routes';

/** The query parameter that names the wildfire page's community (each community is a page of its own). */
export const COMMUNITY_PARAM = 'community';

/** This page's address with another community chosen. */
export function communityPageUrl(id: string): URL {
  return new URL(communityPath(id), window.location.href);
}
