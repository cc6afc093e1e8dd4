import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { VersionAction } from '../../common/history';
import { REFUSALS } from '../../common/messages';
import type { testimonialFields, testimonialUpdateInput } from '../../common/schemas/testimonial';
import { Testimonial } from '../entities';
import { NotFound } from './errors';
import type { Actor } from './history/actor';
import { snapshotOf } from './history/snapshots';
import { moveToTrash } from './history/trash';
import { recordChange } from './history/versions';
import { firstPlace, LIST_ORDER } from './list-order';

/** Testimonials in the order visitors see them: all, or the featured ones. */
export function listTestimonials(em: EntityManager, only: { featured?: true } = {}) {
  return em.find(Testimonial, only, { orderBy: LIST_ORDER });
}

/** The one write path of testimonials: each change is kept as a version in the same transaction. */
export async function findTestimonial(em: EntityManager, id: number) {
  const testimonial = await em.findOne(Testimonial, { id });
  if (!testimonial) throw new NotFound(REFUSALS.doesNotExist('Testimonial', id));
  return testimonial;
}

export function createTestimonial(
  em: EntityManager,
  input: z.output<typeof testimonialFields>,
  actor: Actor,
) {
  return em.transactional(async (tx) => {
    const testimonial = tx.create(Testimonial, {
      ...input,
      sortOrder: await firstPlace(tx, 'testimonial'),
    });
    await tx.flush();
    const after = snapshotOf('testimonial', testimonial);
    await recordChange(tx, actor, {
      entityType: 'testimonial',
      entityKey: testimonial.id,
      before: null,
      after,
      action: 'create',
    });
    return testimonial;
  });
}

export function updateTestimonial(
  em: EntityManager,
  input: z.output<typeof testimonialUpdateInput>,
  actor: Actor,
  action: VersionAction = 'update',
) {
  return em.transactional(async (tx) => {
    const { id, ...fields } = input;
    const testimonial = await findTestimonial(tx, id);
    const before = snapshotOf('testimonial', testimonial);
    tx.assign(testimonial, fields);
    await tx.flush();
    const after = snapshotOf('testimonial', testimonial);
    await recordChange(tx, actor, { entityType: 'testimonial', entityKey: id, before, after, action });
    return testimonial;
  });
}

export function deleteTestimonial(em: EntityManager, id: number, actor: Actor) {
  return em.transactional(async (tx) => moveToTrash(tx, actor, 'testimonial', await findTestimonial(tx, id)));
}
