/** The inbox's shared rules (src/common/leads.ts, panel-addresses.ts, site-time.ts): what the panel and server agree on. */
import { describe, expect, it } from 'vitest';
import {
  durationText,
  fillTemplate,
  pipelineSteps,
  replyLinks,
  stepsProblem,
  templateProblem,
  waitedText,
} from '../../src/common/leads';
import { adminTabAt, leadAddressOf, leadIdOf } from '../../src/common/panel-addresses';
import { isTimeZone, spreadsheetTime } from '../../src/common/site-time';

const templates = {
  sms: 'Hi {first_name} about {project}',
  emailSubject: 'Re: {project}',
  emailBody: 'Dear {name},\nCall {company_phone}.',
  company: 'Summit',
  companyPhone: '(310) 555-0142',
};

describe('a lead’s one-tap links', () => {
  it('keep a visitor’s text out of the scheme and the other parameters', () => {
    const links = replyLinks(
      { name: 'Eve&body=x', email: 'eve?cc=boss@example.com', phone: '310;555 0100#', projectType: '' },
      templates,
    );
    expect(links.call).toBe('tel:3105550100');
    expect(links.text).toBe(`sms:3105550100?body=${encodeURIComponent('Hi Eve&body=x about project')}`);
    expect(links.email.startsWith('mailto:eve%3Fcc%3Dboss@example.com?subject=Re%3A%20project&body=')).toBe(
      true,
    );
    expect(new URL(links.email).searchParams.get('body')).toBe('Dear Eve&body=x,\nCall (310) 555-0142.');
  });

  it('fill only the fields a template may name, and refuse others by the setting’s key', () => {
    expect(fillTemplate('{first_name} {unknown}', { ...blank, first_name: 'Ann' })).toBe('Ann {unknown}');
    expect(templateProblem('lead_sms_template', 'Hi {first_name}, {company}')).toBeNull();
    expect(templateProblem('lead_sms_template', 'Hi {visitor}')).toMatch(/^lead_sms_template: \{visitor\}/);
  });
});
const blank = { first_name: '', name: '', project: '', company: '', company_phone: '' };

describe('the pipeline’s steps', () => {
  it('default when empty, and refuse Won, Lost, repeats and too many', () => {
    expect(pipelineSteps('')).toEqual([
      'New',
      'Contacted',
      'Consultation booked',
      'Site visit booked',
      'Estimate sent',
    ]);
    expect(pipelineSteps(' Fresh \n\n Quoted ')).toEqual(['Fresh', 'Quoted']);
    expect(stepsProblem('k', 'New\nContacted')).toBeNull();
    expect(stepsProblem('k', 'New\nlost')).toMatch(/closing status/);
    expect(stepsProblem('k', 'New\nnew')).toMatch(/twice/);
    expect(stepsProblem('k', Array.from({ length: 13 }, (_, i) => `S${i}`).join('\n'))).toMatch(/at most 12/);
  });
});

describe('waits and the site’s clock', () => {
  it('say how long a lead waited', () => {
    expect(durationText(42 * 60_000)).toBe('42 min');
    expect(durationText(185 * 60_000)).toBe('3 h 5 min');
    expect(durationText(52 * 3_600_000)).toBe('2 days 4 h');
    const createdAt = new Date('2026-11-25T10:00:00Z');
    expect(waitedText({ createdAt, firstContactAt: new Date('2026-11-25T10:07:00Z') })).toBe(
      'Answered after 7 min',
    );
    expect(waitedText({ createdAt }, new Date('2026-11-25T12:00:00Z'))).toBe('Waiting 2 h');
  });

  it('writes spreadsheet times on a zone’s clock and knows real zones only', () => {
    expect(spreadsheetTime(new Date('2026-01-15T08:05:09Z'), 'America/Los_Angeles')).toBe(
      '2026-01-15 00:05:09',
    );
    expect(spreadsheetTime(new Date('2026-07-15T08:05:09Z'), 'America/Los_Angeles')).toBe(
      '2026-07-15 01:05:09',
    );
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('America/Los_Angeles\n')).toBe(false);
  });
});

describe('a lead’s address', () => {
  it('is a sub-tab of Contact Forms, told apart from the folders', () => {
    expect(leadAddressOf(42)).toBe('/admin/contact-forms/42');
    expect(adminTabAt('/admin/contact-forms/42')).toEqual({ tab: 'contact', subTab: '42' });
    expect(leadIdOf('42')).toBe(42);
    for (const other of ['spam', 'archived', '0', '042', '12345678901', undefined])
      expect(leadIdOf(other)).toBeNull();
  });
});
