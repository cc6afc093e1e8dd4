import { categoryIdOf, PROJECT_CATEGORY_IDS, type ProjectCategoryId } from '../constants';
import { isReceipt } from '../leads/receipt';
import { slugify } from '../slugs';

/** The portfolio's filter (`?category=remodels`): each category is a page of its own. */
export const CATEGORY_PARAM = 'category';
/** The wildfire page's community (`?community=altadena`); on the contact page, the community whose rebuild it is. */
export const COMMUNITY_PARAM = 'community';

/**
 * The contact form without JavaScript (or before it has started): it posts to its own page, which saves the
 * request through the same procedure and redirects back with `?sent=1` or `?failed=<HTTP status>`; the page
 * then shows the outcome above the form (`#contact-form`).
 */
export const CONTACT_FORM = {
  anchor: 'contact-form',
  sentParam: 'sent',
  failedParam: 'failed',
  /** `?community=altadena`: the wildfire pages' buttons choose that community's fire rebuild as the project type. */
  communityParam: COMMUNITY_PARAM,
} as const;

/** What the redirect after a plain HTML post says: sent, or the status it was refused with. */
export interface PostedOutcome {
  sent: boolean;
  failedStatus: number;
  /** The receipt a sent request came back with (`?sent=<receipt>`), which shows what was sent. */
  receipt?: string;
}

/** The outcome of a plain HTML post as the query string of the page it redirected to (first values win). */
export function postedOutcome(search: URLSearchParams): PostedOutcome {
  const sent = search.get(CONTACT_FORM.sentParam);
  return {
    sent: sent === '1' || isReceipt(sent),
    failedStatus: Number(search.get(CONTACT_FORM.failedParam)) || 0,
    ...(isReceipt(sent) ? { receipt: sent } : {}),
  };
}

/**
 * The query value of a project category, named by its id or its English value: its id ("Custom Homes" →
 * `custom-homes`). Another name (a filter chip the owner typed) is made into a slug the same way, and finds no page.
 */
export const categorySlug = (category: string) => categoryIdOf(category) ?? slugify(category);

/** The category (its id) a `?category=` value names, or null (none, or unknown). */
export function categoryOfSlug(value: string | null): ProjectCategoryId | null {
  return PROJECT_CATEGORY_IDS.find((id) => categorySlug(id) === value) ?? null;
}
