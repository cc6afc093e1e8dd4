import type { EntityManager } from '@mikro-orm/postgresql';
import { ATTRIBUTION_KEYS } from '../../../common/leads/attribution';
import { ContactSubmission } from '../../entities';
import { photosOfLeads } from './lead-photos';
import { findLead } from './lead-status';

/** The Contact Forms tab's folders as the request list and its visits read them: spam, or everything else. */
export type ContactFolder = 'inbox' | 'spam';

const inFolder = (folder: ContactFolder | undefined) => ({
  spamReason: folder === 'spam' ? { $ne: null } : null,
});

/** The requests of a folder, newest first. */
export function leadsInFolder(em: EntityManager, folder: ContactFolder | undefined) {
  return em.find(ContactSubmission, inFolder(folder), { orderBy: { createdAt: 'desc', id: 'desc' } });
}

type LeadPhotos = Awaited<ReturnType<typeof photosOfLeads>>;

/** A lead's property address, where its visit came from (only what is known), and its photos without their bytes. */
const visitOf = (lead: ContactSubmission, photos: LeadPhotos) => ({
  id: lead.id,
  propertyAddress: lead.propertyAddress,
  attribution: Object.fromEntries(
    ATTRIBUTION_KEYS.flatMap((key) => (lead[key] ? [[key, lead[key] as string]] : [])),
  ),
  photos: photos
    .filter((photo) => photo.leadId === lead.id)
    .map((photo) => ({ id: photo.id, width: photo.width, height: photo.height })),
});

/** The visit of every lead of a folder, for the lead cards. */
export async function leadVisits(em: EntityManager, folder: ContactFolder | undefined) {
  const leads = await em.find(ContactSubmission, inFolder(folder));
  const photos = await photosOfLeads(
    em,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => visitOf(lead, photos));
}

/** The visit of one lead, for its own page; a 404 when there is no such lead. */
export async function leadVisit(em: EntityManager, id: number) {
  const lead = await findLead(em, id);
  return visitOf(lead, await photosOfLeads(em, [lead.id]));
}
