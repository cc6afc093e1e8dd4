/**
 * The lead inbox's rules, shared by the panel and the server (docs/leads.md): the pipeline's steps, the reply
 * templates and the one-tap links built from them, and how long a lead waited.
 */

/** One item per line, trimmed, blanks dropped (settings/resolve.ts's splitLines: not imported, as the registry imports this). */
const splitLines = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A note the owner wrote on a lead: when, what, who (kept in the lead's row, so each version holds them all). */
export interface LeadNote {
  at: string;
  text: string;
  by: string | null;
}

export const LEAD_LIMITS = {
  noteChars: 2000,
  notes: 200,
  lostReasonChars: 300,
  stepChars: 40,
  steps: 12,
  /** Whole dollars: a rebuild in the hills runs to millions; nothing this contractor builds runs to billions. */
  jobValueMax: 100_000_000,
  searchChars: 100,
} as const;

/** The two closing outcomes: always offered after the owner's steps, each with what it needs. */
export const WON = 'Won';
export const LOST = 'Lost';
export const CLOSED_STATUSES = [WON, LOST] as const;

/** The step a lead that booked a consultation on the site starts at, when the owner's pipeline has it. */
export const CONSULTATION_BOOKED = 'Consultation booked';

/** The open steps a new site starts with; the first is every new lead's status (stored as null). */
export const DEFAULT_STEPS = [
  'New',
  'Contacted',
  CONSULTATION_BOOKED,
  'Site visit booked',
  'Estimate sent',
] as const;

/** The ways of answering a lead in one tap; using one records the lead's first contact. */
export const LEAD_CHANNELS = ['call', 'text', 'email'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** The folders of the inbox, each at `/admin/contact-forms/<folder>` (the inbox itself at the tab's address). */
export const LEAD_FOLDERS = ['inbox', 'archived', 'spam'] as const;
export type LeadFolder = (typeof LEAD_FOLDERS)[number];

/** The open steps of the `lead_pipeline_steps` setting's value (the defaults when it holds none). */
export function pipelineSteps(value: string): string[] {
  const steps = splitLines(value);
  return steps.length > 0 ? steps : [...DEFAULT_STEPS];
}

/** Every status a lead may have: the open steps, then Won and Lost. */
export const allStatuses = (steps: readonly string[]) => [...steps, ...CLOSED_STATUSES];

/** A lead's status as shown: null is the first step. */
export const statusOf = (status: string | null | undefined, steps: readonly string[]) =>
  status ?? steps[0] ?? DEFAULT_STEPS[0];

/** Why a value of `lead_pipeline_steps` cannot be the pipeline, or null when it can. */
export function stepsProblem(key: string, value: string): string | null {
  const steps = splitLines(value);
  if (steps.length > LEAD_LIMITS.steps) return `${key} may list at most ${LEAD_LIMITS.steps} steps`;
  const long = steps.find((step) => step.length > LEAD_LIMITS.stepChars);
  if (long) return `${key}: each step must be at most ${LEAD_LIMITS.stepChars} characters`;
  const seen = new Set<string>();
  for (const step of steps) {
    const folded = step.toLowerCase();
    if (CLOSED_STATUSES.some((closed) => closed.toLowerCase() === folded)) {
      return `${key}: "${step}" is always there as a closing status; list only the open steps`;
    }
    if (seen.has(folded)) return `${key}: "${step}" is listed twice`;
    seen.add(folded);
  }
  return null;
}

/** The words a reply template may name, each in braces: "Hi {first_name}". */
export const TEMPLATE_FIELDS = ['first_name', 'name', 'project', 'company', 'company_phone'] as const;
export type TemplateValues = Record<(typeof TEMPLATE_FIELDS)[number], string>;

/** Why a template cannot be filled (a brace naming nothing it knows), or null when it can. */
export function templateProblem(key: string, value: string): string | null {
  for (const [, field] of value.matchAll(/\{([^{}]*)\}/g)) {
    if (!(TEMPLATE_FIELDS as readonly string[]).includes(field ?? '')) {
      return `${key}: {${(field ?? '').slice(0, 40)}} is not a field a template can name; use ${TEMPLATE_FIELDS.map((name) => `{${name}}`).join(', ')}`;
    }
  }
  return null;
}

export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, field: string) =>
    Object.hasOwn(values, field) ? values[field as keyof TemplateValues] : whole,
  );
}

/** A phone number as a dialer reads it: digits and a leading +, nothing a dialer could trip on. */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** An address as a mailto: target: characters that would start the query or a fragment are escaped. */
const mailtoAddress = (email: string) => email.replace(/[^A-Za-z0-9.@_+-]/g, (c) => encodeURIComponent(c));

export interface ReplyTemplates {
  sms: string;
  emailSubject: string;
  emailBody: string;
  company: string;
  companyPhone: string;
}

export interface ReplyLinks {
  call: string;
  text: string;
  email: string;
  /** The filled texts, as the owner will see them in his messages or mail app. */
  smsBody: string;
  emailSubject: string;
  emailBody: string;
}

/** The one-tap links of a lead: Call (tel:), Text (sms: with the filled template), E-mail (mailto: with both). */
export function replyLinks(
  lead: { name: string; email: string; phone: string; projectType: string },
  templates: ReplyTemplates,
): ReplyLinks {
  const values: TemplateValues = {
    first_name: lead.name.trim().split(/\s+/)[0] ?? lead.name,
    name: lead.name,
    project: lead.projectType || 'project',
    company: templates.company,
    company_phone: templates.companyPhone,
  };
  const smsBody = fillTemplate(templates.sms, values);
  const emailSubject = fillTemplate(templates.emailSubject, values);
  const emailBody = fillTemplate(templates.emailBody, values);
  return {
    call: `tel:${dialable(lead.phone)}`,
    text: `sms:${dialable(lead.phone)}?body=${encodeURIComponent(smsBody)}`,
    email: `mailto:${mailtoAddress(lead.email)}?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(emailBody)}`,
    smsBody,
    emailSubject,
    emailBody,
  };
}

/** "45 min", "3 h 5 min", "2 days 4 h": a wait as the owner reads it. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${restHours ? ` ${restHours} h` : ''}`;
}

/** How long the lead waited for its first answer, or (not answered yet) has been waiting. */
export function waitedText(
  lead: { createdAt: Date; firstContactAt?: Date | null },
  now = new Date(),
): string {
  return lead.firstContactAt
    ? `Answered after ${durationText(lead.firstContactAt.getTime() - lead.createdAt.getTime())}`
    : `Waiting ${durationText(now.getTime() - lead.createdAt.getTime())}`;
}
