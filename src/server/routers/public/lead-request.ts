import type { z } from 'zod';
import { ATTRIBUTION_KEYS, type Attribution } from '../../../common/leads/attribution';
import type { contactInput } from '../../../common/schemas/contact';
import { checkPhotosToAttach } from '../../services/leads/lead-photos';
import { newReceipt } from '../../services/leads/lead-receipt';
import { type LeadRequest, spamReasonOf } from '../../services/leads/record-lead';
import type { Context } from '../../trpc/context';

/**
 * A lead form's input (the contact form's, a booking's) as the leads' one write path takes it: the visit's
 * attribution set apart, the photos checked, the spam signals read, and a new receipt whose token the answer
 * carries (its hash is stored).
 */
export async function leadRequestOf(ctx: Context, input: z.output<typeof contactInput>) {
  const { website, fillTimeMs, photos, pageLanguage, ...lead } = input;
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    if (lead[key]) attribution[key] = lead[key];
    delete lead[key];
  }
  if (photos?.length) await checkPhotosToAttach(ctx.em, photos);
  const receipt = newReceipt();
  const request: LeadRequest = {
    lead,
    ip: ctx.ip,
    spamReason: spamReasonOf({ website, fillTimeMs }, ctx.env.CONTACT_MIN_FILL_SECONDS),
    attribution,
    pageLanguage,
    photoIds: photos,
    receiptHash: receipt.hash,
  };
  return { request, receiptToken: receipt.token };
}
