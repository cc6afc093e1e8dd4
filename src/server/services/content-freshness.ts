import type { MikroORM } from '@mikro-orm/postgresql';
import { PageSection, PortfolioProject, SiteSetting, Testimonial } from '../entities';

/** When each kind of public content last changed; the sitemap's `lastmod` is read from it. */
export type Latest = Record<'settings' | 'portfolio' | 'testimonials', Date | null> & {
  sections: Map<string, Date>;
};

/** Every public page's words live in settings and its sections; some pages show projects and testimonials too. */
export async function latestChanges(orm: MikroORM): Promise<Latest> {
  const em = orm.em.fork();
  const latest = async (entity: typeof SiteSetting | typeof PortfolioProject | typeof Testimonial) => {
    const [newest] = await em.find(
      entity as typeof SiteSetting,
      {},
      { orderBy: { updatedAt: 'desc' }, limit: 1, fields: ['updatedAt'] },
    );
    return newest?.updatedAt ?? null;
  };
  const sections = new Map<string, Date>();
  for (const { pageId, updatedAt } of await em.find(
    PageSection,
    { isActive: true },
    { fields: ['pageId', 'updatedAt'] },
  )) {
    const known = sections.get(pageId);
    if (!known || updatedAt > known) sections.set(pageId, updatedAt);
  }
  return {
    settings: await latest(SiteSetting),
    portfolio: await latest(PortfolioProject),
    testimonials: await latest(Testimonial),
    sections,
  };
}
