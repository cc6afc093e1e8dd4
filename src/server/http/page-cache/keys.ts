import type { Language } from '../../../common/i18n/languages';
import type { NotFoundKind } from '../../../common/not-found';

/**
 * The key of a kept 404 page: its language, its kind of address and the project it suggests (common/not-found.ts).
 * No request's URL is one (those start with `/`), and addresses no page has make at most one key per language,
 * kind and project. A page's own key is its canonical address (common/routing/resolve.ts `resolvePage`).
 */
export const notFoundKey = (language: Language, kind: NotFoundKind, closest: string | null) =>
  `404 ${language} ${kind}${closest ? ` ${closest}` : ''}`;
