/**
 * The one write path of a lead's pipeline (docs/leads.md): status, follow-up, archive, spam folder, first
 * contact, notes (lead-notes.ts) and restores all change the row here, each kept as a version with its activity
 * line in the same transaction, so every change can be seen in the History and undone.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { VersionAction } from '../../../common/history';
import { allStatuses, LEAD_CHANNELS, LEAD_LIMITS, type LeadChannel, LOST, WON } from '../../../common/leads';
import { REFUSALS } from '../../../common/messages';
import { SPAM_REASONS } from '../../../common/schemas/contact';
import type { LeadStatusInput } from '../../../common/schemas/lead';
import { ContactSubmission } from '../../entities';
import { InvalidInput, NotFound } from '../errors';
import type { Actor } from '../history/actor';
import { checked } from '../history/recreate';
import { type Snapshot, snapshotOf } from '../history/snapshots';
import { recordChange } from '../history/versions';
import { leadSettings } from './lead-settings';

export async function findLead(em: EntityManager, id: number, lock = false) {
  const lead = await em.findOne(
    ContactSubmission,
    { id },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
  );
  if (!lead) throw new NotFound(REFUSALS.doesNotExist('Lead', id));
  return lead;
}

/**
 * Applies `change` to the lead, locked for the transaction (two notes written at once both stay), and keeps the
 * result as a version. A change that changes nothing records nothing.
 */
export function changeLead(
  em: EntityManager,
  id: number,
  actor: Actor,
  change: (lead: ContactSubmission) => void,
  action: VersionAction = 'update',
) {
  return em.transactional(async (tx) => {
    const lead = await findLead(tx, id, true);
    const before = snapshotOf('lead', lead);
    change(lead);
    await tx.flush();
    await recordChange(tx, actor, {
      entityType: 'lead',
      entityKey: id,
      before,
      after: snapshotOf('lead', lead),
      action,
    });
    return lead;
  });
}

/**
 * Moves a lead to a step of the owner's list, or closes it: Won with the job's value, Lost with a reason (each
 * kept only while the lead has that status). The first step is stored as null, so renaming it renames it for
 * every new lead.
 */
export async function setLeadStatus(em: EntityManager, input: LeadStatusInput, actor: Actor) {
  const { steps } = await leadSettings(em);
  const statuses = allStatuses(steps);
  const status = statuses.find((name) => name.toLowerCase() === input.status.toLowerCase());
  if (!status) throw InvalidInput.field('status', `status must be one of: ${statuses.join(', ')}`);
  if (status === WON && (input.jobValue === null || input.jobValue === undefined)) {
    throw InvalidInput.field('jobValue', 'jobValue (the job’s value in dollars) is required for Won');
  }
  const lostReason = input.lostReason?.trim() ?? '';
  if (status === LOST && lostReason === '') {
    throw InvalidInput.field('lostReason', 'lostReason is required for Lost');
  }
  return changeLead(em, input.id, actor, (lead) => {
    lead.status = status === steps[0] ? null : status;
    lead.jobValue = status === WON ? (input.jobValue ?? null) : null;
    lead.lostReason = status === LOST ? lostReason : null;
  });
}

export function setLeadFollowUp(em: EntityManager, id: number, followUpOn: string | null, actor: Actor) {
  return changeLead(em, id, actor, (lead) => {
    lead.followUpOn = followUpOn;
  });
}

export function setLeadArchived(em: EntityManager, id: number, archived: boolean, actor: Actor) {
  return changeLead(em, id, actor, (lead) => {
    lead.archivedAt = archived ? (lead.archivedAt ?? new Date()) : null;
  });
}

/**
 * Moves a lead out of the Spam folder (a real request the filter caught) or into it (one it let through). The
 * filter's own reason is kept while it stays there; one the owner moves is 'owner'.
 */
export function setLeadSpam(em: EntityManager, id: number, spam: boolean, actor: Actor) {
  return changeLead(em, id, actor, (lead) => {
    lead.spamReason = spam ? (lead.spamReason ?? 'owner') : null;
  });
}

/**
 * The owner answered (a Call, Text or E-mail link used): the first time is the lead's first contact, and a lead
 * still at the first step moves to the second ("Contacted"). Later taps change nothing.
 */
export async function recordFirstContact(em: EntityManager, id: number, channel: LeadChannel, actor: Actor) {
  const { steps } = await leadSettings(em);
  return changeLead(em, id, actor, (lead) => {
    if (lead.firstContactAt) return;
    lead.firstContactAt = new Date();
    lead.firstContactBy = channel;
    if (lead.status === null && steps[1]) lead.status = steps[1];
  });
}

const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date')
  .nullish();

/** What a kept version of a lead may hold: a restore writes nothing a save could not. */
const leadSnapshot = z.object({
  status: z.string().max(LEAD_LIMITS.stepChars).nullish(),
  jobValue: z.number().int().min(0).max(LEAD_LIMITS.jobValueMax).nullish(),
  lostReason: z.string().max(LEAD_LIMITS.lostReasonChars).nullish(),
  notes: z
    .array(
      z.object({
        at: z.string(),
        text: z.string().max(LEAD_LIMITS.noteChars),
        by: z.string().max(100).nullable(),
      }),
    )
    .max(LEAD_LIMITS.notes)
    .default([]),
  followUpOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  archivedAt: isoDate,
  firstContactAt: isoDate,
  firstContactBy: z.enum(LEAD_CHANNELS).nullish(),
  spamReason: z.enum(SPAM_REASONS).nullish(),
});

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Puts a lead's pipeline back as a version kept it (the History's restore, the Undo of a toast). */
export function restoreLead(em: EntityManager, id: number, snapshot: Snapshot, actor: Actor) {
  const kept = checked(leadSnapshot, snapshot);
  return changeLead(
    em,
    id,
    actor,
    (lead) => {
      lead.status = kept.status ?? null;
      lead.jobValue = kept.jobValue ?? null;
      lead.lostReason = kept.lostReason ?? null;
      lead.notes = kept.notes;
      lead.followUpOn = kept.followUpOn ?? null;
      lead.archivedAt = dateOrNull(kept.archivedAt);
      lead.firstContactAt = dateOrNull(kept.firstContactAt);
      lead.firstContactBy = kept.firstContactBy ?? null;
      lead.spamReason = kept.spamReason ?? null;
    },
    'restore',
  );
}
