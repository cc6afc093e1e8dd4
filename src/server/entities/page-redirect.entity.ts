import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty } from './timestamps';

/**
 * An address that moved (301): a project's earlier slug (`projectId`: it follows the project to its current
 * slug, so renames never chain nor loop), or an address of the old site the owner points somewhere (`toPath`).
 * `fromPath` is kept as the router reads it: lowercase, no trailing slash (common/routes.ts `normalizePath`).
 */
const PageRedirectSchema = defineEntity({
  name: 'PageRedirect',
  tableName: 'page_redirects',
  properties: {
    id: p.integer().primary(),
    fromPath: p.string().length(300).unique(),
    projectId: p.integer().nullable().index(),
    toPath: p.string().length(300).nullable(),
    createdAt: createdAtProperty(),
  },
});

export class PageRedirect extends PageRedirectSchema.class {}
PageRedirectSchema.setClass(PageRedirect);
