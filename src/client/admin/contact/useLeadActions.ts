import type { LeadChannel } from '../../../common/leads';
import { LEAD_TOASTS } from '../../../common/messages';
import type { LeadRecord } from '../../../common/schemas/lead';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { offerUndo } from '../history/useRestore';

/**
 * The changes the owner makes to a lead, each answered with a toast whose Undo restores the version before (the
 * server keeps every change as a version: services/leads/lead-status.ts). Every inbox read is refreshed after.
 */
export function useLeadActions(id: number) {
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.leads.invalidate();
  const done = (title: string) => () => {
    offerUndo(title, 'lead', id, utils);
    return refresh();
  };
  const failed = (title: string) => (error: unknown) =>
    toaster.create({ type: 'error', title, description: failureOf(error).message });
  const options = (title: string) => ({ onSuccess: done(title), onError: failed(LEAD_TOASTS.failed) });
  /** A toast naming where the lead went, by what was asked. */
  const moved = (yes: string, no: string) => ({
    onSuccess: (_: unknown, input: { archived?: boolean; spam?: boolean }) =>
      done((input.archived ?? input.spam) ? yes : no)(),
    onError: failed(LEAD_TOASTS.failed),
  });

  const status = trpc.admin.leads.setStatus.useMutation(options(LEAD_TOASTS.status));
  const note = trpc.admin.leads.addNote.useMutation(options(LEAD_TOASTS.note));
  const followUp = trpc.admin.leads.setFollowUp.useMutation(options(LEAD_TOASTS.followUp));
  const archive = trpc.admin.leads.setArchived.useMutation(
    moved(LEAD_TOASTS.archived, LEAD_TOASTS.unarchived),
  );
  const spam = trpc.admin.leads.setSpam.useMutation(moved(LEAD_TOASTS.spam, LEAD_TOASTS.notSpam));
  // A tap on Call, Text or E-mail: the phone's app opens at once; this only notes the time, quietly.
  const contact = trpc.admin.leads.firstContact.useMutation({ onSuccess: refresh });

  return {
    status,
    note,
    followUp,
    archive,
    spam,
    /** Notes the first contact (the server keeps only the first) unless the lead has one already. */
    contacted: (lead: LeadRecord, channel: LeadChannel) => {
      if (!lead.firstContactAt) contact.mutate({ id, channel });
    },
  };
}
