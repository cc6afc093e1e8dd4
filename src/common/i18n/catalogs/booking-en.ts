/**
 * The booking page's texts and its messages' in English (docs/booking.md): a catalog of its own, apart from the
 * one every island carries, since no island shows them (the booking page is drawn on the server only).
 */
import { SITE_TIME_ZONE } from '../../site-time';
import { cityOfZone, formatZoneName } from '../format';
import type { CatalogShape } from './shape';

const PREPARE_COMMON = ['A rough budget and when you would like the work done'];

export const bookingEn = {
  metaTitle: 'Book a Consultation',
  metaDescription:
    'Pick a time for a free consultation: an on-site visit, a video call or a phone call with our team in ' +
    'Los Angeles and Orange County.',
  eyebrow: 'Free consultation',
  title: 'Book a Consultation',
  intro: 'Choose how you would like to meet and a time that suits you. It takes about a minute.',
  timeZoneNote: (timeZone: string) =>
    timeZone === SITE_TIME_ZONE
      ? 'All times are Pacific time (Los Angeles).'
      : `All times are ${formatZoneName(timeZone, 'en')} (${cityOfZone(timeZone)}).`,
  kindStep: 'How would you like to meet?',
  dayStep: 'Pick a day',
  timeStep: 'Pick a time',
  detailsStep: 'Your details',
  kinds: {
    onsite: {
      name: 'On-site visit',
      text: 'We come to your property, walk it with you and talk the project through.',
    },
    video: { name: 'Video call', text: 'A video call about your plans; we e-mail you the link.' },
    phone: { name: 'Phone call', text: 'A call about your project, to the number you give us.' },
  },
  minutes: (count: number) => `${count} minutes`,
  noTimes: 'No time is free in the coming weeks. Please call us or send us a message.',
  addressHelper: 'Where we will meet you: street, city and ZIP code.',
  book: 'Book this time',
  photosWait: 'Your photos are still uploading: the booking goes as soon as they are done.',
  failure: {
    taken: 'Sorry, someone just booked that time. Please pick another one.',
    fields: (fields: string) => `Please check: ${fields}.`,
    address:
      'We visit properties in our service area; please give the full address with its ZIP code. For a property ' +
      'elsewhere, please choose a video or phone call.',
    time: 'That time can no longer be booked. Please pick another one.',
    busy: 'You have sent several requests in a short time. Please wait a few minutes and try again, or call us.',
    other: 'Your booking could not be saved. Please try again, or call us.',
  },
  confirmed: {
    title: 'You are booked',
    with: (name: string) => `Thank you, ${name}. We look forward to meeting you.`,
    emailNote: (email: string) => `A confirmation is on its way to ${email}.`,
    prepareTitle: 'To get the most out of it',
    prepare: {
      onsite: [
        'Photos or plans of the property, if you have them',
        'Any letters from the city or county, and HOA rules',
        ...PREPARE_COMMON,
      ],
      video: ['Photos of the space and any plans or sketches to share on screen', ...PREPARE_COMMON],
      phone: ['Your questions written down, and the property address', ...PREPARE_COMMON],
    },
    addToCalendar: 'Add it to your calendar',
    ics: 'Apple Calendar or Outlook (.ics)',
    google: 'Google Calendar',
    outlook: 'Outlook.com',
    another: 'Book another consultation',
    change: 'Move or cancel it',
  },
  /** The calendar entry's title and description. */
  calendarTitle: (kind: string, company: string) => `${kind} with ${company}`,
  calendarText: (phone: string) => `To change or cancel, call us at ${phone}.`,
  /** The visitor's confirmation e-mail (services/leads/visitor-acknowledgement.ts with a booking). */
  mail: {
    subject: (when: string, company: string) => `Your consultation on ${when} - ${company}`,
    booked: (kind: string, when: string) => `Your consultation (${kind}) is booked for ${when}.`,
    calendar: 'The invitation is attached: open it to add the meeting to your calendar.',
    changeAt: 'To move or cancel it:',
  },
  /** The visitor's reminder the day before (services/booking/meeting-reminder.ts). */
  reminder: {
    subject: (when: string, company: string) => `Reminder: your consultation on ${when} - ${company}`,
    tomorrow: (kind: string, when: string) => `A reminder of your consultation (${kind}) on ${when}.`,
    change: (phone: string) => `If you need to change or cancel it, please call us at ${phone}.`,
  },
  /** The visitor told of the owner's change (services/booking/change-messages.ts). */
  changed: {
    movedSubject: (when: string, company: string) => `Your consultation has moved to ${when} - ${company}`,
    moved: (kind: string, when: string) => `Your consultation (${kind}) has moved to ${when}.`,
    cancelledSubject: (when: string, company: string) =>
      `Your consultation on ${when} is cancelled - ${company}`,
    cancelled: (kind: string, when: string) => `Your consultation (${kind}) on ${when} is cancelled.`,
  },
  /** The page of a booking's private link. */
  change: {
    title: 'Your consultation',
    invalid: 'This link is not valid any more: the consultation has passed, or the link was changed.',
    cancelled: 'This consultation is cancelled.',
    done: {
      moved: 'Your consultation has moved. We told our team.',
      cancelled: 'Your consultation is cancelled. We told our team.',
    },
    cancel: 'Cancel this consultation',
    pickAnother: 'Move it to another time',
    move: 'Move to this time',
    fixed: 'This consultation can no longer be changed here. Please call us.',
  },
  /** On the contact page, beside the form. */
  offer: {
    title: 'Rather pick a time?',
    text: 'Book a free consultation (an on-site visit, a video call or a phone call) in about a minute.',
    link: 'Book a consultation',
  },
};

export type BookingTexts = CatalogShape<typeof bookingEn>;
