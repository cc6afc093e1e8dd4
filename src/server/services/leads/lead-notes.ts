import type { EntityManager } from '@mikro-orm/postgresql';
import { LEAD_LIMITS } from '../../../common/leads';
import { InvalidInput } from '../errors';
import type { Actor } from '../history/actor';
import { changeLead } from './lead-status';

/** Adds a note with its time and author to a lead, through the lead's one write path (a version, undoable). */
export function addLeadNote(em: EntityManager, id: number, note: string, actor: Actor) {
  return changeLead(em, id, actor, (lead) => {
    if (lead.notes.length >= LEAD_LIMITS.notes) {
      throw InvalidInput.field('note', `A lead holds at most ${LEAD_LIMITS.notes} notes`);
    }
    lead.notes = [...lead.notes, { at: new Date().toISOString(), text: note, by: actor.username ?? null }];
  });
}
