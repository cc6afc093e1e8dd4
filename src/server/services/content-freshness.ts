import type { MikroORM } from '@mikro-orm/postgresql';

/** When each kind of public content last changed; the sitemap's `lastmod` is read from it. */
export type Latest = Record<'settings' | 'portfolio' | 'testimonials', Date | null> & {
  sections: Map<string, Date>;
};

/** Every public page's words live in settings and its sections; some pages show projects and testimonials too. */
export async function latestChanges(orm: MikroORM): Promise<Latest> {
  const connection = orm.em.fork().getConnection();
  const latest = async (table: string) => {
    const [row] = await connection.execute<Array<{ at: Date | null }>>(
      `select max(updated_at) as at from ${table}`,
    );
    return row?.at ? new Date(row.at) : null;
  };
  const sectionRows = await connection.execute<Array<{ page_id: string; at: Date }>>(
    'select page_id, max(updated_at) as at from page_sections where is_active group by page_id',
  );
  return {
    settings: await latest('site_settings'),
    portfolio: await latest('portfolio_projects'),
    testimonials: await latest('testimonials'),
    sections: new Map(sectionRows.map((row) => [row.page_id, new Date(row.at)])),
  };
}
