import { z } from 'zod';
import { PROJECT_TYPES } from '../constants';
import { requiredText } from './fields';

export const contactInput = z.object({
  name: requiredText('Name', 200),
  email: requiredText('Email', 320).pipe(z.email('Email must be a valid email address')),
  phone: requiredText('Phone', 50).regex(
    /^[0-9+().\-\s]{7,}$/,
    'Phone must be a phone number (digits, spaces, + - . ( ) only)',
  ),
  projectType: z
    .union([z.enum(PROJECT_TYPES), z.literal('')], {
      error: `Project type must be one of: ${PROJECT_TYPES.join(', ')}`,
    })
    .default(''),
  message: requiredText('Message', 5000),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactSubmissionOutput = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  projectType: z.string(),
  message: z.string(),
  createdAt: z.date(),
});
export type ContactSubmissionRecord = z.infer<typeof contactSubmissionOutput>;
