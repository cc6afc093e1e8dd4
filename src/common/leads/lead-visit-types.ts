import type { CommunityId, ProjectType } from '../constants';

/** The project type a wildfire community's buttons choose (`/contact?community=<id>`), as the form's value. */
const FIRE_REBUILD: Record<CommunityId, ProjectType> = {
  altadena: 'Fire Rebuild: Altadena',
  'pacific-palisades': 'Fire Rebuild: Pacific Palisades',
};

export const fireRebuildOf = (community: CommunityId) => FIRE_REBUILD[community];
