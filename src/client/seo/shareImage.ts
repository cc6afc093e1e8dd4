import { type Project, photoDetailOf, suggestedAlt } from '../../common/schemas/portfolio';

/** A project's cover as a share image's alt text: the owner's words for it, else what the editor suggests. */
export const coverAlt = (project: Pick<Project, 'title' | 'location' | 'imageDetails'>) =>
  photoDetailOf(project, 0).alt.trim() || suggestedAlt(project, 0);
