import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BLANK_PHOTO_DETAIL, photoDetailOf, suggestedAlt } from '../../common/schemas/portfolio';
import { firstFreeSlug, slugify } from '../../common/slugs';
import { photoRef, type TranslationKind } from '../../common/translations';
import { PageSection, PortfolioProject, Testimonial } from '../entities';
import { demoImagesDir } from '../paths';
import { sectionRow } from '../services/section-row';
import { newObjectName, type Storage } from '../services/storage/storage';
import { seedTranslation } from '../services/translations/ledger';
import { DEMO_PROJECTS } from './demo/projects';
import { DEMO_SECTIONS } from './demo/sections';
import {
  SPANISH_DEMO_PROJECTS,
  SPANISH_DEMO_SECTIONS,
  SPANISH_DEMO_TESTIMONIALS,
  spanishSuggestedAlt,
} from './demo/spanish';
import { DEMO_TESTIMONIALS } from './demo/testimonials';

/** Fills an empty site with demo projects (their images put into the object store), testimonials and sections. */
export async function seedDemoContent(em: EntityManager, storage: Storage): Promise<void> {
  const storedImages = new Map<string, string>();
  const store = async (file: string) => {
    const existing = storedImages.get(file);
    if (existing) return existing;
    const name = newObjectName();
    await storage.put(name, await readFile(path.join(demoImagesDir, file)), 'image/jpeg');
    storedImages.set(file, `/objects/${name}`);
    return `/objects/${name}`;
  };
  // Oldest first, so the first demo project is the newest and leads the gallery. Each holds its own place, as a
  // reorder numbers them: items sharing a place would show no move in their History when only their rank changes.
  const slugs = new Set<string>();
  const placed = <T>(list: readonly T[]) => list.map((item, sortOrder) => ({ item, sortOrder })).reverse();
  for (const {
    item: { images, ...project },
    sortOrder,
  } of placed(DEMO_PROJECTS)) {
    const imageUrls: string[] = [];
    for (const file of images) imageUrls.push(await store(file));
    // Demo photos are described as the editor suggests (a project's photos must be described to be saved).
    const imageDetails = imageUrls.map((_url, index) => ({
      ...BLANK_PHOTO_DETAIL,
      alt: suggestedAlt(project, index),
    }));
    const slug = firstFreeSlug(slugify(project.title), (taken) => slugs.has(taken));
    slugs.add(slug);
    em.create(PortfolioProject, { ...project, slug, imageUrls, imageDetails, sortOrder });
  }
  for (const { item, sortOrder } of placed(DEMO_TESTIMONIALS)) em.create(Testimonial, { ...item, sortOrder });
  for (const section of DEMO_SECTIONS) em.create(PageSection, sectionRow(section));
  await em.flush();
  await seedSpanish(em);
}

/** The demo content's Spanish, through the ledger's checks (./demo/spanish.ts is keyed by the English). */
async function seedSpanish(em: EntityManager): Promise<void> {
  const texts: Array<{ kind: TranslationKind; ref: number | string; field: string; value: string }> = [];
  for (const section of await em.find(PageSection, {})) {
    const spanish = SPANISH_DEMO_SECTIONS[section.title] ?? {};
    for (const [field, value] of Object.entries(spanish))
      texts.push({ kind: 'section', ref: section.id, field, value });
  }
  for (const project of await em.find(PortfolioProject, {})) {
    const spanish = SPANISH_DEMO_PROJECTS[project.title];
    if (!spanish) continue;
    texts.push({ kind: 'project', ref: project.id, field: 'title', value: spanish.title });
    texts.push({ kind: 'project', ref: project.id, field: 'description', value: spanish.description });
    project.imageUrls.forEach((url, index) => {
      // The demo's photos carry the alt text suggested from the English title; theirs in Spanish is from the Spanish.
      if (photoDetailOf(project, index).alt !== suggestedAlt(project, index)) return;
      const value = spanishSuggestedAlt(spanish.title, project.location, index);
      texts.push({ kind: 'photo', ref: photoRef(project.id, url), field: 'alt', value });
    });
  }
  for (const testimonial of await em.find(Testimonial, {})) {
    const spanish = SPANISH_DEMO_TESTIMONIALS[testimonial.clientName];
    if (spanish) texts.push({ kind: 'testimonial', ref: testimonial.id, field: 'content', value: spanish });
  }
  for (const text of texts) await seedTranslation(em, { ...text, ref: String(text.ref), language: 'es' });
}
