import type { EntityManager } from '@mikro-orm/postgresql';
import { pipelineSteps, type ReplyTemplates } from '../../../common/leads';
import { settingsLookup } from '../../../common/settings';
import { isTimeZone, SITE_TIME_ZONE } from '../../../common/site-time';
import { SiteSetting } from '../../entities';

const KEYS = [
  'lead_pipeline_steps',
  'lead_sms_template',
  'lead_email_subject',
  'lead_email_template',
  'site_time_zone',
  'company_name',
  'contact_phone',
];

export interface LeadSettings {
  /** The open steps, the first being a new lead's. */
  steps: string[];
  templates: ReplyTemplates;
  /** The clock the CSV exports and the monthly figures read. */
  timeZone: string;
}

/** The settings the inbox works by (common/settings/leads.ts), as stored or by default. */
export async function leadSettings(em: EntityManager): Promise<LeadSettings> {
  const value = settingsLookup(await em.find(SiteSetting, { key: { $in: KEYS } }));
  const zone = value('site_time_zone');
  return {
    steps: pipelineSteps(value('lead_pipeline_steps')),
    templates: {
      sms: value('lead_sms_template'),
      emailSubject: value('lead_email_subject'),
      emailBody: value('lead_email_template'),
      company: value('company_name'),
      companyPhone: value('contact_phone'),
    },
    // Saves check the zone; a runtime that has since lost it (an older ICU) still exports, on the default clock.
    timeZone: isTimeZone(zone) ? zone : SITE_TIME_ZONE,
  };
}
