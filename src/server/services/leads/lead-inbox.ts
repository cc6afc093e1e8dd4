/**
 * The inbox's reads (docs/leads.md): a folder's leads, filtered by status and words, each with its one-tap
 * links; the "New (n)" count; and the median time to first contact per month, on the site's clock.
 */
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PROJECT_TYPE_LIST, projectTypeEnglishOf } from '../../../common/constants';
import { allStatuses, LEAD_CHANNELS, type LeadFolder, replyLinks, statusOf } from '../../../common/leads';
import { leadFieldValuesOf } from '../../../common/leads/fields';
import type { LeadRecord, LeadSummary } from '../../../common/schemas/lead';
import { ContactSubmission } from '../../entities';
import { responsesByMonth } from './lead-months';
import { type LeadSettings, leadSettings } from './lead-settings';
import { findLead } from './lead-status';

/** More than a contractor gets in years; the search narrows the rest. */
const LIST_LIMIT = 500;

const channelOf = (value: string | null | undefined) =>
  LEAD_CHANNELS.find((channel) => channel === value) ?? null;

/**
 * A lead as the panel shows it: its status by name and its Call, Text and E-mail links (which name the project type
 * in English; the read's schema answers the stored id in English too).
 */
export function leadRecord(lead: ContactSubmission, settings: LeadSettings): LeadRecord {
  return {
    id: lead.id,
    ...leadFieldValuesOf(lead),
    pageLanguage: lead.pageLanguage,
    createdAt: lead.createdAt,
    notificationStatus: lead.notificationStatus,
    notifiedAt: lead.notifiedAt,
    spamReason: lead.spamReason,
    status: statusOf(lead.status, settings.steps),
    jobValue: lead.jobValue,
    lostReason: lead.lostReason,
    notes: lead.notes,
    followUpOn: lead.followUpOn,
    archivedAt: lead.archivedAt,
    firstContactAt: lead.firstContactAt,
    firstContactBy: channelOf(lead.firstContactBy),
    reply: replyLinks(
      { ...lead, projectType: projectTypeEnglishOf(lead.projectType) ?? lead.projectType },
      settings.templates,
    ),
  };
}

/** The ids of the project types whose English value holds `words` (as ILIKE would: any case). */
const projectTypesMatching = (words: string) =>
  PROJECT_TYPE_LIST.filter((type) => type.english.toLowerCase().includes(words.toLowerCase())).map(
    (type) => type.id,
  );

/** `%` and `_` are wildcards to ILIKE: a search for "50%" finds the text "50%". */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const FOLDERS: Record<LeadFolder, Record<string, unknown>> = {
  inbox: { spamReason: null, archivedAt: null },
  archived: { spamReason: null, archivedAt: { $ne: null } },
  spam: { spamReason: { $ne: null } },
};

export async function listLeads(
  em: EntityManager,
  options: { folder?: LeadFolder | undefined; status?: string | undefined; search?: string | undefined },
): Promise<LeadRecord[]> {
  const settings = await leadSettings(em);
  const where: Record<string, unknown> = { ...FOLDERS[options.folder ?? 'inbox'] };
  if (options.status) {
    const wanted = options.status.toLowerCase();
    const named = allStatuses(settings.steps).find((status) => status.toLowerCase() === wanted);
    // The first step is stored as null; a status no longer in the list (renamed since) is matched as written.
    where.status = named === settings.steps[0] ? null : (named ?? options.status);
  }
  const words = options.search?.trim();
  if (words) {
    const pattern = likePattern(words);
    where.$or = [
      ...['name', 'email', 'phone', 'projectType', 'message'].map((field) => ({
        [field]: { $ilike: pattern },
      })),
      // A project type is stored by id: the words are found in its English value, as the inbox shows it.
      ...projectTypesMatching(words).map((id) => ({ projectType: id })),
      { [raw('notes::text')]: { $ilike: pattern } },
    ];
  }
  const leads = await em.find(ContactSubmission, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: LIST_LIMIT,
  });
  return leads.map((lead) => leadRecord(lead, settings));
}

export async function getLead(em: EntityManager, id: number): Promise<LeadRecord> {
  const [lead, settings] = [await findLead(em, id), await leadSettings(em)];
  return leadRecord(lead, settings);
}

/** Months shown by the tab's response-time line. */
const MONTHS = 12;

/** How many of the new leads the panel names above its tabs. */
const NEWEST_NAMED = 3;

export async function leadSummary(em: EntityManager): Promise<LeadSummary> {
  const settings = await leadSettings(em);
  const isNew = { spamReason: null, archivedAt: null, status: null };
  const newCount = await em.count(ContactSubmission, isNew);
  const newest = await em.find(ContactSubmission, isNew, {
    fields: ['id', 'name', 'projectType'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: NEWEST_NAMED,
  });
  const months = await responsesByMonth(em, settings.timeZone, MONTHS);
  return {
    newCount,
    newest: newest.map(({ id, name, projectType }) => ({
      id,
      name,
      projectType: projectTypeEnglishOf(projectType) ?? projectType,
    })),
    statuses: allStatuses(settings.steps),
    timeZone: settings.timeZone,
    months: months.map(({ month, leads, answered, medianSeconds }) => ({
      month,
      leads,
      answered,
      medianMinutes: medianSeconds === null ? null : Math.round(medianSeconds / 60),
    })),
  };
}
