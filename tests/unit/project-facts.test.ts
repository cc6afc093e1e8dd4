import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_PROJECT, PROJECT_MAX_LENGTH } from '../../src/client/admin/portfolio/projectForm';
import { projectFields, projectUpdateInput } from '../../src/common/schemas/portfolio';
import { PROJECT_FACTS } from '../../src/common/schemas/project-facts';
import { ormOptions } from '../../src/server/db/orm-options';
import { PortfolioProject } from '../../src/server/entities';

// Metadata only: nothing connects to this address.
const orm = new MikroORM(ormOptions('postgres://nobody:none@127.0.0.1:1/none'));
afterAll(() => orm.close());

const project = { title: 'T', description: 'D', category: 'ADUs', imageUrls: ['/images/a.jpg'] };

describe('a project’s facts, declared once (common/schemas/project-facts.ts)', () => {
  it('are optional lines of the project’s schema, empty when left out, kept when an edit leaves them out', () => {
    const created = projectFields.parse(project);
    const edit = projectUpdateInput.parse({ id: 1, ...project });
    for (const fact of PROJECT_FACTS) {
      expect(created[fact.key]).toBe('');
      expect(fact.key in edit).toBe(false);
      const tooLong = projectFields.safeParse({ ...project, [fact.key]: 'x'.repeat(fact.max + 1) });
      expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
        `${fact.label} must be at most ${fact.max} characters`,
      ]);
    }
  });

  it('are each a column of the PortfolioProject entity, as long as the fact, empty by default', () => {
    const properties = orm.getMetadata().get(PortfolioProject).properties as Record<
      string,
      { columnTypes: string[]; nullable?: boolean; default?: unknown }
    >;
    for (const fact of PROJECT_FACTS) {
      expect(properties[fact.key]?.columnTypes[0], fact.key).toBe(`varchar(${fact.max})`);
      expect(properties[fact.key]?.nullable ?? false, fact.key).toBe(false);
      expect(properties[fact.key]?.default, fact.key).toBe('');
    }
  });

  it('are fields of the panel’s project dialog, which stops each at its length', () => {
    for (const fact of PROJECT_FACTS) {
      expect(EMPTY_PROJECT[fact.key]).toBe('');
      expect(PROJECT_MAX_LENGTH[fact.key]).toBe(fact.max);
    }
  });
});
