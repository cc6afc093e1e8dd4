import type { CommunityId } from '../../../common/constants';
import { CONTACT_FORM } from '../../../common/routes';

/**
 * The contact form with a community chosen (the wildfire pages' buttons): the form opens on that community's fire
 * rebuild as the project type, server-rendered, so it is the same with or without the page's script.
 */
export const contactFormHref = (community: CommunityId) =>
  `${CONTACT_FORM.path}?${CONTACT_FORM.communityParam}=${community}#${CONTACT_FORM.anchor}`;
