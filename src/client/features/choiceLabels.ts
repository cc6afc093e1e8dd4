import { categoryIdOf, projectTypeIdOf } from '../../common/constants';
import type { Messages } from '../../common/i18n/catalogs';
import { labelOf } from '../../common/i18n/catalogs/labels';

/**
 * A project category's label in the page's language, the category named by its id or by its English value (the
 * API answers with it); a name that is no category (a filter chip the owner typed) is shown as written.
 */
export const categoryLabel = (labels: Messages['portfolio']['categories'], category: string) =>
  labelOf(labels, categoryIdOf(category) ?? category);

/**
 * A project type's label in the page's language, by its id or its English value (the contact form's value, the
 * API's); a type the owner wrote himself (a testimonial's) as written.
 */
export const projectTypeLabel = (labels: Messages['contact']['projectTypes'], projectType: string) =>
  labelOf(labels, projectTypeIdOf(projectType) ?? projectType);
