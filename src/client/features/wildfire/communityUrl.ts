import { COMMUNITIES } from '../../../common/constants';

/** The query parameter that names the wildfire page's community (each community is a page of its own). */
export const COMMUNITY_PARAM = 'community';

/** This page's address with another community chosen. */
export function communityPageUrl(id: string): URL {
  return new URL(communityPath(id), window.location.href);
}

/** A community's page: the first community is the page itself, the others `?community=<id>` (http/page-cache/keys.ts). */
export const communityPath = (id: string) =>
  id === COMMUNITIES[0].id ? '/wildfire-recovery' : `/wildfire-recovery?${COMMUNITY_PARAM}=${id}`;
