import { defineEntity, p } from '@mikro-orm/postgresql';

const ContactSubmissionSchema = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    email: p.string().length(320),
    phone: p.string().length(50),
    projectType: p.string().length(100),
    message: p.text(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export class ContactSubmission extends ContactSubmissionSchema.class {}
ContactSubmissionSchema.setClass(ContactSubmission);
