/**
 * The lead inbox's settings (section 'leads', docs/leads.md): the pipeline's open steps, the reply templates the
 * one-tap Text and E-mail links are filled from, and the time zone of the CSV exports. Only the owner reads them:
 * they show in the Contact Forms tab (its lead pages' links and lists) and in Site Settings.
 */
import { DEFAULT_STEPS, stepsProblem, TEMPLATE_FIELDS, templateProblem } from '../leads';
import { SITE_TIME_ZONE } from '../site-time';
import { inSection, linesOf } from './define';
import type { SettingDefinition } from './types';

const lead = inSection('leads', ['/admin/contact-forms']);

/** Named in each template's label, so the owner knows what he may write. */
const fields = TEMPLATE_FIELDS.map((field) => `{${field}}`).join(', ');

export const LEAD_SETTINGS: readonly SettingDefinition[] = [
  lead(
    'lead_pipeline_steps',
    'Lead statuses before Won / Lost (one per line; the first is every new lead’s)',
    'lines',
    linesOf(...DEFAULT_STEPS),
    { rule: stepsProblem },
  ),
  lead(
    'lead_sms_template',
    `Text reply template (may name ${fields})`,
    'multiline',
    'Hi {first_name}, this is {company}. Thanks for your {project} request! When is a good time to talk?',
    { rule: templateProblem },
  ),
  lead(
    'lead_email_subject',
    `E-mail reply subject (may name ${fields})`,
    'text',
    'Your {project} request with {company}',
    { rule: templateProblem },
  ),
  lead(
    'lead_email_template',
    `E-mail reply template (may name ${fields})`,
    'multiline',
    linesOf(
      'Hi {first_name},',
      '',
      'Thank you for reaching out to {company} about your {project} project. I would like to hear more and set up',
      'a time to see the site. When suits you? You can also call me at {company_phone}.',
      '',
      'Best regards,',
      '{company}',
    ),
    { rule: templateProblem },
  ),
  lead(
    'site_time_zone',
    'Time zone of the business: booking times and CSV exports (e.g. America/Los_Angeles)',
    'timezone',
    SITE_TIME_ZONE,
  ),
];
