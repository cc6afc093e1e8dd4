import { describe, expect, it } from 'vitest';
import { categoryLabel, projectTypeLabel } from '../../src/client/features/choiceLabels';
import {
  categoryEnglishOf,
  categoryIdOf,
  PROJECT_CATEGORY_LIST,
  PROJECT_TYPE_LIST,
  projectTypeIdOf,
} from '../../src/common/constants';
import { messagesOf } from '../../src/common/i18n/catalogs';
import { LEAD_FIELDS, type LeadFieldDeclaration, shownValue } from '../../src/common/leads/fields';
import { categoryOfSlug, categorySlug } from '../../src/common/routing/query';
import { contactFields, contactSubmissionOutput, sentRequestOutput } from '../../src/common/schemas/contact';
import { categoryFilterInput, photoAltSuggestion, projectOutput } from '../../src/common/schemas/portfolio';
import { slugify } from '../../src/common/slugs';
import { leadPush } from '../../src/server/services/leads/alert-messages';
import { csvRow } from '../../src/server/services/leads/contact-csv';
import { leadEmail } from '../../src/server/services/leads/lead-email';

const projectType = LEAD_FIELDS.find((field) => field.key === 'projectType') as LeadFieldDeclaration;

describe('stable ids of project categories and project types (common/constants.ts)', () => {
  it("keep the portfolio's filter addresses as they were: a category's id is the slug of its English value", () => {
    for (const { id, english } of PROJECT_CATEGORY_LIST) {
      expect(id).toBe(slugify(english));
      expect(categorySlug(english)).toBe(id);
      expect(categorySlug(id)).toBe(id);
      expect(categoryOfSlug(id)).toBe(id);
    }
    expect(categorySlug('Kitchens & Baths')).toBe('kitchens-and-baths');
    expect(categoryOfSlug('Custom Homes')).toBeNull();
  });

  it('are unique, and each names its entry by id or English value; anything else names none', () => {
    for (const list of [PROJECT_CATEGORY_LIST, PROJECT_TYPE_LIST]) {
      const names = list.flatMap(({ id, english }) => [id, english]);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(categoryIdOf('ADUs')).toBe('adus');
    expect(categoryEnglishOf('adus')).toBe('ADUs');
    expect(projectTypeIdOf('Fire Rebuild: Altadena')).toBe('fire-rebuild-altadena');
    expect(categoryIdOf('constructor')).toBeUndefined();
    expect(projectTypeIdOf('')).toBeUndefined();
  });

  it('are labelled by id in each language: English as the API speaks, Spanish in Spanish', () => {
    const en = messagesOf('en');
    const es = messagesOf('es');
    for (const { id, english } of PROJECT_CATEGORY_LIST) {
      expect(en.portfolio.categories[id]).toBe(english);
      expect(es.portfolio.categories[id]).not.toBe(english);
      expect(categoryLabel(es.portfolio.categories, english)).toBe(es.portfolio.categories[id]);
    }
    for (const { id, english } of PROJECT_TYPE_LIST) {
      expect(en.contact.projectTypes[id]).toBe(english);
      expect(projectTypeLabel(es.contact.projectTypes, english)).toBe(es.contact.projectTypes[id]);
      expect(projectTypeLabel(es.contact.projectTypes, id)).toBe(es.contact.projectTypes[id]);
    }
    expect(categoryLabel(es.portfolio.categories, 'Remodels')).toBe('Remodelaciones');
    // A name the owner typed himself is shown as written.
    expect(categoryLabel(es.portfolio.categories, 'Pools')).toBe('Pools');
    expect(projectTypeLabel(es.contact.projectTypes, 'Kitchen')).toBe('Kitchen');
  });
});

describe('the schemas at the boundary (common/schemas)', () => {
  it('take a category in English or by id, store its id, and answer in English', () => {
    expect(categoryFilterInput.parse({ category: 'Custom Homes' })).toEqual({ category: 'custom-homes' });
    expect(categoryFilterInput.parse({ category: 'custom-homes' })).toEqual({ category: 'custom-homes' });
    expect(categoryFilterInput.parse({ category: 'All Projects' })).toEqual({ category: 'All Projects' });
    expect(categoryFilterInput.safeParse({ category: 'custom homes' }).success).toBe(false);
    const stored = { category: 'fire-rebuild' };
    expect(projectOutput.shape.category.parse(stored.category)).toBe('Fire Rebuild');
    expect(projectOutput.shape.category.parse('Fire Rebuild')).toBe('Fire Rebuild');
  });

  it('take a project type in English or by id, store its id, and answer in English', () => {
    const lead = { name: 'A', email: 'a@example.com', phone: '(310) 555-0100', message: 'Hi' };
    expect(contactFields.parse({ ...lead, projectType: 'Home Remodel' }).projectType).toBe('home-remodel');
    expect(contactFields.parse({ ...lead, projectType: 'home-remodel' }).projectType).toBe('home-remodel');
    expect(contactFields.parse(lead).projectType).toBe('');
    const row = { ...lead, id: 1, projectType: 'home-remodel', pageLanguage: 'es', createdAt: new Date() };
    expect(contactSubmissionOutput.parse(row).projectType).toBe('Home Remodel');
    const receipt = { ...lead, projectType: 'other', propertyAddress: '', photoCount: 0, sentAt: new Date() };
    expect(sentRequestOutput.parse(receipt)?.projectType).toBe('Other');
  });

  it("describe a photo by its project's category, by id or English value", () => {
    const project = { title: 'Hillside', imageUrls: ['a'] };
    expect(photoAltSuggestion({ ...project, category: 'custom-homes' }, 0)).toBe('Hillside, a custom home');
    expect(photoAltSuggestion({ ...project, category: 'Custom Homes' }, 0)).toBe('Hillside, a custom home');
  });
});

describe("the owner's alerts and export (English, the panel's language)", () => {
  const stored = {
    id: 7,
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '(310) 555-0100',
    projectType: 'adu-construction',
    message: 'A garden ADU.',
    createdAt: new Date('2026-11-25T12:00:00Z'),
  };
  const envelope = { from: 's@example.com', to: 'o@example.com', company: 'C', siteUrl: 'https://x.example' };

  it('name a stored project type by its English value', () => {
    expect(shownValue(projectType, 'adu-construction')).toBe('ADU Construction');
    expect(shownValue(projectType, '')).toBe('General Inquiry');
    const mail = leadEmail(stored, envelope);
    expect(mail.subject).toBe('New lead: Ann Lee (ADU Construction)');
    expect(String(mail.text)).toContain('Project type: ADU Construction');
    expect(String(mail.html)).not.toContain('adu-construction');
    expect(leadPush(stored, 'first').body).toMatch(/^ADU Construction · /);
    const lead = { ...stored, pageLanguage: 'en', status: null };
    const row = csvRow(
      lead as unknown as Parameters<typeof csvRow>[0],
      {
        timeZone: 'America/Los_Angeles',
        steps: ['New'],
      } as Parameters<typeof csvRow>[1],
    );
    expect(row).toContain('"ADU Construction"');
    expect(row).not.toContain('adu-construction');
  });
});
