import { z } from 'zod';
import {
  leadArchiveInput,
  leadContactInput,
  leadFollowUpInput,
  leadIdInput,
  leadListInput,
  leadNoteInput,
  leadOutput,
  leadSpamInput,
  leadStatusInput,
  leadSummaryOutput,
} from '../../../common/schemas/lead';
import type { ContactSubmission } from '../../entities';
import { actorOf } from '../../services/history/actor';
import { getLead, leadRecord, leadSummary, listLeads } from '../../services/leads/lead-inbox';
import { addLeadNote } from '../../services/leads/lead-notes';
import { leadSettings } from '../../services/leads/lead-settings';
import {
  recordFirstContact,
  setLeadArchived,
  setLeadFollowUp,
  setLeadSpam,
  setLeadStatus,
} from '../../services/leads/lead-status';
import type { Context } from '../../trpc/context';
import { adminProcedure, router } from '../../trpc/procedures';

const path = (suffix = '') => `/admin/leads${suffix}` as const;
const tags = ['leads'];
/** Leads show on no public page: a change drops no cached page. */
const invalidates = [] as const;

/** The lead after a change, as the panel shows it. */
const answer = async (ctx: Context, lead: ContactSubmission) => leadRecord(lead, await leadSettings(ctx.em));

/** The lead inbox (docs/leads.md): every change goes through services/leads/lead-status.ts, kept as a version. */
export const adminLeadsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: path(),
        tags,
        summary: 'Leads of a folder (inbox, archived, spam), newest first, by status and words',
      },
    })
    .input(leadListInput)
    .output(z.array(leadOutput))
    .query(({ ctx, input }) => listLeads(ctx.em, input ?? {})),

  // Before `get`: the REST adapter matches paths in definition order, and `summary` would reach `{id}`.
  summary: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: path('/summary'),
        tags,
        summary: 'New leads, the statuses, and the median time to first contact per month',
      },
    })
    .input(z.void())
    .output(leadSummaryOutput)
    .query(({ ctx }) => leadSummary(ctx.em)),

  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: path('/{id}'),
        tags,
        summary: 'One lead with its Call/Text/E-mail links',
      },
    })
    .input(leadIdInput)
    .output(leadOutput)
    .query(({ ctx, input }) => getLead(ctx.em, input.id)),

  setStatus: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: path('/{id}/status'), tags, summary: 'Move a lead along the pipeline' },
      invalidates,
    })
    .input(leadStatusInput)
    .output(leadOutput)
    .mutation(async ({ ctx, input }) => answer(ctx, await setLeadStatus(ctx.em, input, actorOf(ctx)))),

  addNote: adminProcedure
    .meta({
      openapi: { method: 'POST', path: path('/{id}/notes'), tags, summary: 'Add a note to a lead' },
      invalidates,
    })
    .input(leadNoteInput)
    .output(leadOutput)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await addLeadNote(ctx.em, input.id, input.note, actorOf(ctx))),
    ),

  setFollowUp: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: path('/{id}/follow-up'),
        tags,
        summary: 'Set or clear the follow-up date',
      },
      invalidates,
    })
    .input(leadFollowUpInput)
    .output(leadOutput)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await setLeadFollowUp(ctx.em, input.id, input.followUpOn, actorOf(ctx))),
    ),

  setArchived: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: path('/{id}/archive'),
        tags,
        summary: 'Archive a lead or bring it back',
      },
      invalidates,
    })
    .input(leadArchiveInput)
    .output(leadOutput)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await setLeadArchived(ctx.em, input.id, input.archived, actorOf(ctx))),
    ),

  setSpam: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: path('/{id}/spam'), tags, summary: 'Move a lead into or out of Spam' },
      invalidates,
    })
    .input(leadSpamInput)
    .output(leadOutput)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await setLeadSpam(ctx.em, input.id, input.spam, actorOf(ctx))),
    ),

  firstContact: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: path('/{id}/first-contact'),
        tags,
        summary: 'Log that a Call, Text or E-mail link was used (the first time is the first contact)',
      },
      invalidates,
    })
    .input(leadContactInput)
    .output(leadOutput)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await recordFirstContact(ctx.em, input.id, input.channel, actorOf(ctx))),
    ),
});
