import { defineEntity, p } from '@mikro-orm/postgresql';
import type { ProjectCategoryId } from '../../common/constants';
import type { BeforeAfterPair, ProjectPhotoDetail } from '../../common/schemas/portfolio';
import type { TranslationLanguage } from '../../common/translations';
import { createdAtProperty, updatedAtProperty } from './timestamps';

const PortfolioProjectSchema = defineEntity({
  name: 'PortfolioProject',
  tableName: 'portfolio_projects',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    /** Its page's address, `/portfolio/<slug>` (common/slugs.ts); earlier ones are in `page_redirects`. */
    slug: p.string().length(80).unique(),
    /**
     * Its page's address in each other language once its title is translated (`/es/portafolio/<slug>`), by
     * language; one namespace with every project's English slug (services/project-slugs.ts).
     */
    translatedSlugs: p.json<Partial<Record<TranslationLanguage, string>>>().defaultRaw("'{}'"),
    description: p.text(),
    /** Its id (common/constants.ts PROJECT_CATEGORY_LIST); the API answers with its English value. */
    category: p.string().length(50).index().$type<ProjectCategoryId>(),
    /** The first image is the cover. */
    imageUrls: p.array(),
    /** One per image, same order: alt text (or a suggested one, marked), caption, focal point. */
    imageDetails: p.json<ProjectPhotoDetail[]>().default([]),
    /** Before/after comparisons, each two of its images. */
    beforeAfter: p.json<BeforeAfterPair[]>().default([]),
    location: p.string().length(200).default(''),
    squareFootage: p.string().length(50).default(''),
    featured: p.boolean().default(false),
    /** Place in the lists visitors see, smallest first; a new item takes one below the smallest (first). */
    sortOrder: p.integer().default(0).index(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class PortfolioProject extends PortfolioProjectSchema.class {}
PortfolioProjectSchema.setClass(PortfolioProject);
