import { defineEntity, p } from '@mikro-orm/postgresql';
import { ContactSubmission } from './contact-submission.entity';

/**
 * A photo a visitor attached to a request (http/lead-photos.ts): cleaned of metadata, kept in the database so it
 * is never among the public images, served to the signed-in owner only. Unattached after a day, it is deleted.
 */
const LeadPhotoSchema = defineEntity({
  name: 'LeadPhoto',
  tableName: 'lead_photos',
  properties: {
    /** The upload ticket's id: a second upload on one ticket clashes with it. */
    id: p.uuid().primary(),
    lead: () => p.manyToOne(ContactSubmission).nullable().deleteRule('cascade').index(),
    contentType: p.string().length(20),
    width: p.integer(),
    height: p.integer(),
    size: p.integer(),
    bytes: p.blob().lazy(),
    /** For the upload throttle, as the lead's own; deleted with an unsent photo. */
    clientIp: p.string().length(45).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['clientIp', 'createdAt'] }],
});

export class LeadPhoto extends LeadPhotoSchema.class {}
LeadPhotoSchema.setClass(LeadPhoto);
