import type { CommunityId } from '../../../common/constants';
import type { Language } from '../../../common/i18n/languages';
import { contactPath } from '../../../common/routes';
import { CONTACT_FORM } from '../../../common/routing/query';

/**
 * The contact form with a community chosen (the wildfire pages' buttons): the form opens on that community's fire
 * rebuild as the project type, server-rendered, so it is the same with or without the page's script.
 */
export const contactFormHref = (community: CommunityId, language: Language) =>
  `${contactPath(language)}?${CONTACT_FORM.communityParam}=${community}#${CONTACT_FORM.anchor}`;
