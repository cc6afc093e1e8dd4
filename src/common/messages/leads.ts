// The leads' texts: the inbox, the owner's alerts and their e-mail and push, the visitor's side of the form.
import type { Language } from '../i18n/languages';

/** The lead inbox's toasts (the Contact Forms tab and a lead's page). */
export const LEAD_TOASTS = {
  status: 'Status saved',
  note: 'Note added',
  followUp: 'Follow-up date saved',
  archived: 'Lead archived',
  unarchived: 'Lead back in Requests',
  spam: 'Moved to Spam',
  notSpam: 'Moved to Requests',
  failed: 'Failed to save the lead',
} as const;

/**
 * The language of the page a lead was sent from, as the owner reads it: the CSV's column, and where the page was
 * not in English, a line of the e-mail and a badge on the lead's card and page.
 */
const PAGE_LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Spanish' };
export const PAGE_LANGUAGE_TEXTS = {
  label: 'Page language',
  /** A language's name in English ("Spanish"); a code the site does not know, as stored. */
  nameOf: (language: string) => PAGE_LANGUAGE_NAMES[language as Language] ?? language,
  badge: (language: Language) => `${PAGE_LANGUAGE_NAMES[language]}-language page`,
} as const;

/** Alerts the owner sets himself: the panel's words and the server's refusals. */
export const ALERT_TEXTS = {
  pushEndpoint:
    'endpoint must be the address of a browser push service (Chrome, Firefox, Safari, Edge); this server sends alerts to no other',
  pushDevicesFull: 'At most 20 devices can have alerts on: turn alerts off on one you no longer use',
  pushDeviceMissing: 'That device no longer has alerts on',
  /** What a save leaves on, in plain words: never "saved" alone when nothing can be delivered. */
  savedAs: (view: {
    emailSource: string;
    emailRecipients: string[];
    devices: unknown[];
    acknowledgeVisitors: boolean;
  }) => {
    const devices = view.devices.length
      ? ` Push alerts are on for ${view.devices.length} ${view.devices.length === 1 ? 'device' : 'devices'}.`
      : '';
    const visitors =
      view.emailSource !== 'none' && view.acknowledgeVisitors
        ? ' Each visitor gets an e-mail that his request arrived.'
        : '';
    const besides = `${devices}${visitors}`;
    if (view.emailSource !== 'none')
      return {
        type: 'success' as const,
        title: 'Alerts saved',
        description: `Each new request is e-mailed to ${view.emailRecipients.join(', ')}.${besides}`,
      };
    return {
      type: 'warning' as const,
      title: 'Saved, but e-mail alerts are still off',
      description: view.emailRecipients.length
        ? `They need a mail server to send from: choose Gmail, Outlook or iCloud under Mail server and add an app password.${besides}`
        : `Add an alert address and a mail server to turn them on.${besides}`,
    };
  },
  deviceOn: { title: 'Alerts are on for this device' },
  deviceOff: { title: 'Alerts are off for this device' },
  pushUnsupported:
    'This browser cannot receive alerts. On an iPhone or iPad, first add this panel to the Home Screen (Share → Add to Home Screen), then open it from there.',
  pushDenied:
    'Notifications are blocked for this site in the browser’s settings: allow them there, then try again.',
  noEmailRoute: 'E-mail: not sent: set at least one alert address and a mail server (or SMTP_URL) first.',
  noDevices: 'Push: not sent: no device has alerts on.',
  mailServerInside: (host: string) =>
    `Mail server ${host} is an address inside this server's own network (loopback, link-local or private): alerts go only to a mail server on the internet, such as smtp.gmail.com`,
  mailServerNotFound: (host: string) => `Mail server ${host} was not found: check its spelling`,
  /** What "Send test alert" says of the e-mail: the owner's words, never the mail server's own reply. */
  testSent: (server: string, accepted: string[], refused: string[]) =>
    `E-mail: sent: ${server} accepted it for ${accepted.join(', ') || 'nobody'}` +
    (refused.length ? `, refused ${refused.join(', ')}` : '') +
    '.',
  testFailed: (reason: string) => `E-mail: failed: ${reason}.`,
  /** A save of a mail server that could not be reached or signed in to (it is not saved). */
  notSavedMailServer: (reason: string) => `Not saved: ${reason}.`,
  mailUnreachable: (server: string) =>
    `the mail server ${server} could not be reached (check the server name and port, or try again later)`,
  mailSignInRefused: (server: string) => `${server} refused the user name or password`,
  mailTlsFailed: (server: string) =>
    `no secure connection to ${server} could be made (check Security: port 587 takes STARTTLS, 465 TLS)`,
  mailAddressesRefused: (server: string) => `${server} refused the sender or the alert addresses`,
  mailRefused: (server: string) => `${server} did not take the message`,
} as const;

/** The owner's new-lead e-mail and push (services/leads/lead-email.ts, alert-messages.ts; docs/leads.md#alerts). */
export const LEAD_EMAIL_TEXTS = {
  subject: (name: string, project: string) => `New lead: ${name} (${project})`,
  /** The push's title, and the reminder's (e-mail subject and push) after the wait. */
  pushTitle: (name: string) => `New lead: ${name}`,
  stillNew: (minutes: number, what: string) => `Still new after ${minutes} min: ${what}`,
  intro: (id: number, company: string) => `New consultation request #${id} from the ${company} website.`,
  heading: (id: number) => `New consultation request #${id}`,
  /** The project type's words when the visitor chose none (common/leads/fields.ts; the push alert). */
  generalInquiry: 'General Inquiry',
  received: 'Received',
  receivedAt: (when: string) => `${when} (Pacific time)`,
  source: 'Source',
  photos: 'Photos',
  photosAttached: (count: number, attached: number) =>
    attached === count
      ? `${count} attached to this e-mail`
      : attached === 0
        ? `${count}, on the lead's page (too large to attach)`
        : `${count}: ${attached} attached to this e-mail, all on the lead's page`,
  openLead: 'Open this lead in the panel',
  replyHint: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
  photoFile: (index: number, extension: string) => `photo-${index}.${extension}`,
  // The source line: pieces joined by " · " (lead-source.ts).
  campaign: (value: string) => `campaign “${value}”`,
  term: (value: string) => `term “${value}”`,
  content: (value: string) => `content “${value}”`,
  clickIds: (names: string) => `Google Ads click (${names})`,
  landedOn: (path: string) => `landed on ${path}`,
  referredBy: (host: string) => `from ${host}`,
  devices: { phone: 'phone', tablet: 'tablet', desktop: 'computer' } as Record<string, string>,
} as const;

/** The visitor's side: photos attached to a request, the thank-you panel (docs/leads.md). */
export const LEAD_VISIT_TEXTS = {
  photoTypes: 'Photos must be JPEG, PNG or WebP images',
  photoTooLarge: (megabytes: number) => `Each photo may be at most ${megabytes} MB`,
  photoTicketInvalid: 'This photo upload link is invalid or has expired. Choose the photo again',
  photoTicketUsed: 'This photo upload link has already been used. Choose the photo again',
  photosNotFound: 'A photo was not uploaded or has expired. Remove it and attach it again',
  photoCount: (max: number) => `You can attach up to ${max} photos`,
  photosThrottled: (minutes: number) =>
    `You have sent many photos in a short time. Please wait ${minutes} minutes and try again, or call us.`,
  photoUploadFailed: 'The photo could not be uploaded. Try again, or send the request without it',
  photoUnreadable:
    'This photo could not be read as an image; it may be damaged. Save it again as JPEG and attach that',
  photoTooManyPixels: (width: number, height: number, millions: number) =>
    `This photo is ${width} × ${height} pixels, more than the ${millions} million a photo may have. Attach a smaller copy`,
  photosBusy: 'Many photos are arriving right now. Please try this one again in a minute',
  photosNeedScript:
    'Photos can be attached when JavaScript is on; you can also e-mail them to us after sending.',
  thanksNextTitle: 'What happens next',
  thanksNext:
    'We read every request the same business day. We will call or e-mail you to talk about your project and, if it helps, book a visit to the property.',
  thanksCallLead: 'Need us sooner?',
  thanksCall: (phone: string) => `Call ${phone}`,
  thanksSentTitle: 'What you sent',
  thanksPhotos: (count: number) => `${count} photo${count === 1 ? '' : 's'}`,
  thanksAnother: 'Send another request',
  photosLabel: 'Photos (optional)',
  photosHelper: 'Up to 5 photos of the property or the work, JPEG, PNG or WebP, 10 MB each.',
  photosAdd: 'Add photos',
  photoRemove: (name: string) => `Remove ${name}`,
  photoUploading: 'Uploading…',
} as const;
