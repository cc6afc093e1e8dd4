import type { CommunityId, PROJECT_TYPES } from '../constants';

/** The project type a wildfire community's buttons choose (`/contact?community=<id>`). */
const FIRE_REBUILD: Record<CommunityId, (typeof PROJECT_TYPES)[number]> = {
  altadena: 'Fire Rebuild: Altadena',
  'pacific-palisades': 'Fire Rebuild: Pacific Palisades',
};

export const fireRebuildOf = (community: CommunityId) => FIRE_REBUILD[community];
