/** The query parameter that names the wildfire page's community (each community is a page of its own). */
export const COMMUNITY_PARAM = 'community';

/** This page's address with another community chosen. */
export function communityPageUrl(id: string): URL {
  const url = new URL(window.location.href);
  url.searchParams.set(COMMUNITY_PARAM, id);
  return url;
}
