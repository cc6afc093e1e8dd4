/** Contact settings (section 'contact'): phone, e-mail, address, service areas, headings and office hours. */
import { BUSINESS_HOURS, SERVICE_AREAS } from '../constants';
import { inSection, linesOf } from './define';
import type { SettingDefinition } from './types';

const contact = inSection('contact', ['/contact']);
/** Shown in the footer of every page too. */
const everywhere = { shownOn: ['/', '/contact'] } as const;

/** Default phone number; the wildfire hotlines follow the main phone unless given their own. */
export const DEFAULT_PHONE = '(310) 555-0142';
export const DEFAULT_EMAIL = 'info@summitcoastbuilders.com';

export type County = keyof typeof SERVICE_AREAS;
export type OfficeHours = (typeof BUSINESS_HOURS)[number];

/** The service areas as the setting holds them, one county per line; a language may name the counties its way. */
export function serviceAreasText(countyName: (county: County) => string = (county) => county): string {
  return linesOf(
    ...Object.entries(SERVICE_AREAS).map(
      ([county, cities]) => `${countyName(county as County)}: ${cities.join(', ')}`,
    ),
  );
}

/** The office hours as the setting holds them, one line per day range; a language may word them its way. */
export function officeHoursText(word: (line: OfficeHours) => OfficeHoursLine = (line) => line): string {
  return linesOf(...BUSINESS_HOURS.map((line) => word(line)).map(({ days, hours }) => `${days}: ${hours}`));
}

interface OfficeHoursLine {
  days: string;
  hours: string;
}

export const CONTACT_SETTINGS: readonly SettingDefinition[] = [
  contact('contact_phone', 'Phone number', 'phone', DEFAULT_PHONE, everywhere),
  contact('contact_email', 'E-mail address', 'email', DEFAULT_EMAIL, everywhere),
  contact(
    'contact_address',
    'Office address',
    'text',
    '1250 Fourth Street, Suite 300, Santa Monica, CA 90401',
    everywhere,
  ),
  contact(
    'contact_service_areas',
    'Service areas (one county per line: county, colon, cities)',
    'lines',
    serviceAreasText(),
    {
      shownOn: ['/contact', '/about'],
    },
  ),
  contact('contact_title', 'Page title', 'text', 'Get In Touch'),
  contact(
    'contact_description',
    'Page description',
    'multiline',
    'Ready to talk about your project? Reach out for a free consultation and estimate. We reply to every ' +
      'inquiry within 24 hours.',
  ),
  contact('contact_form_title', 'Form title', 'text', 'Request a Free Consultation'),
  contact(
    'contact_form_description',
    'Form description',
    'multiline',
    'Share a few details about your project and a member of our team will contact you within 24 hours.',
  ),
  contact(
    'contact_office_hours',
    'Office hours (one per line: days, colon, hours)',
    'lines',
    officeHoursText(),
  ),
];
