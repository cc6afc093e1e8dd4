/**
 * Every user-facing success and error text, and the error → text mapping (docs/product.md, Messages and
 * errors). One source for both sides.
 */
import { HISTORY_RETENTION } from './history';

export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'At least one image is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  contactThrottled: (minutes: number) =>
    `You have sent several requests in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
  singleLineText: (label: string) =>
    `${label} must be one line of text, without control characters or invisible text-direction characters`,
  backupRunning: 'A backup is being taken right now. It is listed here when it is done.',
  backupTooSoon: (minutes: number) =>
    `A backup was started less than 10 minutes ago. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  textControlCharacters: (label: string) =>
    `${label} must not contain control characters or invisible text-direction characters`,
} as const;

export const TOASTS = {
  contactSent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  contactFailed: 'Failed to send message',
  testimonialCreated: 'Testimonial created successfully',
  testimonialUpdated: 'Testimonial updated successfully',
  testimonialDeleted: 'Testimonial deleted successfully',
  testimonialSaveFailed: 'Failed to save testimonial',
  testimonialDeleteFailed: 'Failed to delete testimonial',
  settingUpdated: 'Setting updated successfully',
  settingUpdateFailed: 'Failed to update setting',
  projectCreated: 'Project created successfully',
  projectUpdated: 'Project updated successfully',
  projectDeleted: 'Project deleted successfully',
  projectCreateFailed: 'Failed to create project',
  projectUpdateFailed: 'Failed to update project',
  projectDeleteFailed: 'Failed to delete project',
  sectionCreated: 'Section created successfully',
  sectionUpdated: 'Section updated successfully',
  sectionDeleted: 'Section deleted successfully',
  sectionDuplicated: 'Section duplicated successfully',
  sectionsReordered: 'Sections reordered successfully',
  sectionCreateFailed: 'Failed to create section',
  sectionUpdateFailed: 'Failed to update section',
  // The failures of the other section actions, worded like create and update.
  sectionDeleteFailed: 'Failed to delete section',
  sectionDuplicateFailed: 'Failed to duplicate section',
  sectionsReorderFailed: 'Failed to reorder sections',
  sectionsMirrorFailed: 'Failed to mirror sections',
  // Reordering projects and testimonials (issue 24), worded like the sections'.
  projectsReordered: 'Projects reordered successfully',
  testimonialsReordered: 'Testimonials reordered successfully',
  projectsReorderFailed: 'Failed to reorder projects',
  testimonialsReorderFailed: 'Failed to reorder testimonials',
  sectionsMirrored: (page: string) => `Sections mirrored to ${page} successfully`,
  loginSuccess: { title: 'Login Successful', description: 'Welcome to the admin panel' },
  loginFailed: { title: 'Login Failed', fallback: 'Invalid credentials' },
  logoutSuccess: { title: 'Logged Out', description: 'You have been logged out successfully' },
  logoutFailed: { title: 'Logout Error', description: 'Failed to log out' },
  uploadUrlsFailed: 'Failed to get upload URLs',
  uploadFailedStatus: (status: number | string) => `Upload failed: ${status}`,
  imageProcessFailed: 'Failed to process image',
  uploadFailed: 'Upload failed',
  uploadBatchFailed: {
    title: 'Upload Failed',
    description: 'Failed to upload some images. Please try again.',
  },
  uploadComplete: 'Upload Complete',
  imagesAdded: 'Images Added',
} as const;

/**
 * The questions asked before a delete. A deleted item now goes to the Trash, so the project's question no longer
 * says the delete cannot be undone (it was true before the Trash existed); each says where the item goes.
 */
const toTrash = `It goes to the Trash, where you can restore it for ${HISTORY_RETENTION.trashDays} days.`;
export const CONFIRMATIONS = {
  deleteProject: `Are you sure you want to delete this project? ${toTrash}`,
  deleteSection: `Are you sure you want to delete this section? ${toTrash}`,
  deleteTestimonial: `Are you sure you want to delete this testimonial? ${toTrash}`,
} as const;

const ERROR_TEXTS = {
  contact: {
    network: 'Network error. Please check your connection and try again.',
    server: 'Server error. Please try again in a moment.',
    fields: 'Please check all required fields are filled correctly.',
    fallback: 'Please try again or contact us directly.',
  },
  testimonial: {
    network: 'Network error. Please check your connection and try again.',
    server: 'Server error. Please try again in a moment.',
    fields: 'Please check all fields are filled correctly.',
    fallback: TOASTS.testimonialSaveFailed,
  },
} as const;

/**
 * The mapping from a failed request to a text (docs/product.md, Messages and errors): network failure
 * ("Failed to fetch") → network text, a 5xx → server text, 422 → field text, otherwise the default. The
 * original client matched substrings of "status: body" ("contains 5"); we match the status itself, so a 400
 * whose body mentions "5000 characters" is not mistaken for a server error, and we treat our 400 validation
 * answers like 422.
 */
export function mapErrorText(
  kind: keyof typeof ERROR_TEXTS,
  failure: { status?: number; message: string },
): string {
  const texts = ERROR_TEXTS[kind];
  if (!failure.status && /Failed to fetch|NetworkError|Load failed/i.test(failure.message))
    return texts.network;
  if (failure.status && failure.status >= 500) return texts.server;
  // Throttling: the server's own text says how long to wait.
  if (failure.status === 429 && failure.message) return failure.message;
  if (failure.status === 422 || failure.status === 400) return texts.fields;
  return texts.fallback;
}

/** Why an uploaded image is refused (the upload PUT, and a save that uses an image sent straight to the bucket). */
export const IMAGE_REFUSALS = {
  notAnImage: 'Only images can be uploaded (jpg, png, gif, bmp, webp, tiff, svg, heic, heif)',
  unreadable:
    'The file could not be read as an image; it may be damaged. Save it again as JPEG or PNG and upload that',
  tooManyPixels: (width: number, height: number, limit: number) =>
    `The image is ${width} × ${height} pixels, more than the ${limit} pixels an image may have. Scale it down and upload it again`,
  hiddenDataStays:
    'This photo carries hidden data (such as where it was taken) that cannot be removed from it here. Save it as JPEG and upload that',
} as const;

/**
 * What the server answers a refused or failed request, on both API doors and its other handlers. The client shows
 * what it is told; these are kept here so every text a person reads has one home. Services throw them as domain
 * errors (src/server/services/errors.ts).
 */
export const REFUSALS = {
  /** "Project 7 does not exist", "Trash item 3 does not exist". */
  doesNotExist: (what: string, id: number | string) => `${what} ${id} does not exist`,
  /** A list naming the ids not found ("Projects do not exist: 4, 9"). */
  doNotExist: (what: string, ids: ReadonlyArray<number | string>) =>
    `${what} do not exist: ${ids.join(', ')}`,
  unknownSetting: (key: string) => `Unknown setting: ${key}`,
  sectionsNotOnPage: (page: string) => `Some sections are not on page ${page}`,
  sectionTypeOneOf: (types: readonly string[]) => `Section type must be one of: ${types.join(', ')}`,
  metadataNotObject: 'Metadata must be a JSON object',
  noSuchBlock: (page: string, block: string) =>
    `Page ${page} has no block named ${block} to place a section after`,
  versionIsDeletion: 'This version is a deletion: restore the item from the Trash instead',
  inTrash: 'This item is in the Trash: restore it from the Trash first',
  alreadyExists: (what: string) => `This ${what} already exists`,
  nulCharacter: 'must not contain a NUL character',
  signInFirst: 'Sign in as the administrator first',
  notSignedIn: 'Not signed in',
  signInThrottled: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signInBusy: 'Too many sign-ins at this moment. Try again in a few seconds.',
  foreignOrigin: (origin: string) => `Requests from ${origin} are not allowed`,
  notJson: 'Send the request body as application/json',
  notUtf8: (charset: string) =>
    `Send the JSON body in UTF-8 (charset=utf-8), not ${charset || 'an empty charset'}`,
  bodyTooLarge: 'Request body too large',
  bodyTooDeep: (levels: number) =>
    `The request's JSON nests arrays and objects more than ${levels} levels deep`,
  bodyNotJson: 'Failed to parse request body',
  tooManyReads: (max: number, calls: number) => `A batch holds at most ${max} reads; this one has ${calls}`,
  writesAlone: (calls: number) => `Send each write on its own: this batch has ${calls}`,
  leadsFolder: 'folder must be one of: inbox, spam, all',
  noSuchBackup: (name: string) => `No backup named ${name}`,
  clientNotBuilt: 'The client has not been built yet',
  imageNotFound: 'Image not found',
  imageWidth: (widths: readonly number[]) => `w must be one of ${widths.join(', ')} (image width in pixels)`,
  formFromElsewhere: 'This form can only be sent from our own site.',
  briefOutage: 'We are briefly unavailable. Please try again in a few seconds.',
  internal: 'Something went wrong on our side',
  malformedEscape:
    'The address holds a malformed % escape: each % must start two hex digits that spell UTF-8 text',
  targetNotPath: 'The request target must be a path starting with /',
  methodNotUsed: 'This method is not used on this site',
  bodyTooSlow: 'The request body took too long to arrive',
} as const;

/** Before unsaved work is thrown away, and when a form left unsaved is opened again (issue 30). */
export const UNSAVED = {
  question: 'Discard changes?',
  detail: 'What you typed in this form has not been saved.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  restoreQuestion: 'Restore what you typed?',
  restoreDetail: (when: string) => `This form was left without saving on ${when}.`,
  restore: 'Restore',
  discardDraft: 'Discard draft',
  // An upload into an open form is not part of anything until the form is saved: the toast says just that.
  uploadedToForm: (count: number) => ({
    title: count === 1 ? 'Photo uploaded' : `${count} photos uploaded`,
    description: count === 1 ? 'Save this form to add it.' : 'Save this form to add them.',
  }),
} as const;

/** The admin setting field's way back to the built-in words (issue 30). */
export const SETTING_RESET = {
  label: 'Reset to the built-in text',
  /** A setting that follows another (a community hotline follows the main phone). */
  inheritedLabel: 'Reset to the main phone',
} as const;

/** The section editor's toolbar (issue 30, item 7): each button's name, read aloud and shown as its tooltip. */
export const RICH_TEXT = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading',
  heading3: 'Subheading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkAddress: 'Link address',
  applyLink: 'Apply link',
  removeLink: 'Remove link',
  linkRefused:
    'A link must be a page of this site (/contact), a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).',
} as const;

/** Photos past a limit (issue 30, item 9): the limit is named, never "Failed to process image". */
export const UPLOAD_LIMITS = {
  perUpload: (max: number) => `${max} photos at most per upload`,
  leftOut: (count: number) =>
    `${count === 1 ? '1 photo was' : `${count} photos were`} left out: add ${count === 1 ? 'it' : 'them'} in another upload.`,
  fieldFull: (max: number) => `${max} photos at most here`,
  fieldLeftOut: (count: number) =>
    `${count === 1 ? '1 photo was' : `${count} photos were`} left out: remove a photo to make room.`,
  /** The server's refusal of a request for more upload addresses than one upload may have. */
  tooMany: (max: number) => `At most ${max} photos per upload`,
  /** Where a field is full: instead of "Drop ... here". */
  full: (max: number) => `This holds ${max} photos at most: remove one to add another.`,
} as const;

/** The lead inbox's toasts (issue 31: the Contact Forms tab and a lead's page). */
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

/** A project's page address (issue 32): the project dialog's field and the refusals of a slug. */
export const PROJECT_MESSAGES = {
  slugShape: 'Page address may hold only lowercase letters, digits and single hyphens between them',
  slugTaken: (title: string) => `Another project, "${title}", already has this page address`,
  slugWasElsewhere: (path: string) =>
    `${path} already leads somewhere else (Site Settings → Moved addresses): delete that move first, or choose another address`,
  slugHelp:
    "The end of the project page's address. Changing it keeps the old address working: it moves to the new one.",
} as const;

/** The owner's moved addresses (Site Settings → Moved addresses) and their refusals. */
export const REDIRECT_MESSAGES = {
  pathShape: 'must be an address on this site starting with / (like /old-page.html)',
  fromIsPage: (path: string) =>
    `${path} is a page of this site: a moved address must be one that no page has`,
  sameAddress: 'The new address must differ from the old one',
  loop: (path: string) =>
    `${path} already moves back to this address: the two would send visitors in a circle`,
  exists: (path: string) => `${path} already moves somewhere`,
  deleted: 'Moved address removed',
  added: 'Moved address saved',
} as const;

/** The license line of every public page's footer (issue 32, B&P 7030.5) and the panel's warning. */
export const LICENSE_MESSAGES = {
  missing:
    'No license number is saved. California requires it on your website ("Lic. #" in every advertisement); until you enter it the site shows the sample number.',
  lookupTitle: 'Check this license on the Contractors State License Board website',
} as const;

/** The page every address no page has gets (status 404), in a visitor's words. */
export const NOT_FOUND_MESSAGES = {
  title: 'Page Not Found',
  hint: 'The address you followed does not match any page of this site. It may have been typed wrong, or the page may have moved. These will take you on:',
  closest: 'Were you looking for this project?',
  portfolio: 'See our portfolio',
  contact: 'Contact us',
  call: 'Call us',
} as const;

/** Alerts the owner sets himself (issue 31, item 3): the panel's words and the server's refusals. */
export const ALERT_TEXTS = {
  pushEndpoint:
    'endpoint must be the address of a browser push service (Chrome, Firefox, Safari, Edge); this server sends alerts to no other',
  pushDevicesFull: 'At most 20 devices can have alerts on: turn alerts off on one you no longer use',
  pushDeviceMissing: 'That device no longer has alerts on',
  saved: { title: 'Alert settings saved' },
  deviceOn: { title: 'Alerts are on for this device' },
  deviceOff: { title: 'Alerts are off for this device' },
  pushUnsupported:
    'This browser cannot receive alerts. On an iPhone or iPad, first add this panel to the Home Screen (Share → Add to Home Screen), then open it from there.',
  pushDenied:
    'Notifications are blocked for this site in the browser’s settings: allow them there, then try again.',
  noEmailRoute: 'E-mail: not sent: set at least one alert address and a mail server (or SMTP_URL) first.',
  noDevices: 'Push: not sent: no device has alerts on.',
} as const;

/** The owner's new-lead e-mail and push (services/leads/lead-email.ts, alert-messages.ts; docs/leads.md#alerts). */
export const LEAD_EMAIL_TEXTS = {
  subject: (name: string, project: string) => `New lead: ${name} (${project})`,
  /** The push's title, and the reminder's (e-mail subject and push) after the wait. */
  pushTitle: (name: string) => `New lead: ${name}`,
  stillNew: (minutes: number, what: string) => `Still new after ${minutes} min: ${what}`,
  intro: (id: number, company: string) => `New consultation request #${id} from the ${company} website.`,
  heading: (id: number) => `New consultation request #${id}`,
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  projectType: 'Project type',
  generalInquiry: 'General Inquiry',
  propertyAddress: 'Property address',
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
  message: 'Message',
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

/** Issue 31, the visitor's side: photos attached to a request, the thank-you panel (docs/leads.md). */
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

/** Issue 32, items 4, 7, 8: service areas, photo descriptions, the phone header's call button. */
export const AREAS_AND_PHOTOS = {
  callButton: (phone: string) => `Call ${phone}`,
  altRequired: (photo: number) =>
    `Photo ${photo} needs a description (alt text) before the project can be published: say what the photo shows`,
  areaTextTooSimilar: (city: string, other: string, shared: number, total: number) =>
    `The text for ${city} repeats ${shared} of its ${total} sentences from ${other}'s text. Write what is true of ${city} itself (its permit office, its typical work), so each area page says something of its own.`,
  areaCityUnknown: (city: string) =>
    `${city} is not a city of any project: a service area is built on its projects`,
  beforeAfterLabel: 'Before and after: move the divider to compare',
  beforeLabel: 'Before',
  afterLabel: 'After',
  beforeAfterHeading: 'Before and after',
  beforeAfterNotAPhoto: (pair: number, side: 'before' | 'after') =>
    `Before and after ${pair}: choose the ${side} photo among this project's photos`,
  beforeAfterSamePhoto: (pair: number) => `Before and after ${pair}: choose two different photos`,
  beforeAfterRepeated: (pair: number, first: number) =>
    `Before and after ${pair} is the same pair as ${first}: remove one of them`,
} as const;

/** The owner's account (issue 33): second factors, sessions, password; the server's refusals and the panel's words. */
export const ACCOUNT = {
  secondFactorFirst:
    'Confirm your sign-in with your passkey or authenticator code first (sign in again at /login if you left the page)',
  enrolFirst:
    'Set up a passkey or an authenticator app first: a password alone no longer opens the admin panel',
  wrongCode: 'That code is not right, or it was already used',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  noPendingSignIn: 'Sign in with your password first',
  noTotpSetup: 'Start the authenticator set-up again: its key was not found in this browser',
  totpAlreadyOn: 'An authenticator app is already set up: remove it first to set up another',
  passkeyFailed: 'That passkey could not be verified. Try again, or use another way to sign in.',
  passkeyUnknown: 'This passkey is not registered for this site',
  passkeyChallengeGone: 'The passkey request expired. Try again.',
  proofRequired: 'Confirm with your passkey, an authenticator code or a recovery code',
  lastFactor:
    'This is your only second factor and one is required: add another passkey or the authenticator app first',
  wrongCurrentPassword: 'The current password is not right',
  passwordTooShort: (min: number) => `The new password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `The new password must be at most ${max} characters`,
  passwordCommon: 'This password is on the list of common or leaked passwords: choose another',
  passwordSame: 'The new password must differ from the current one',
  passwordContainsUsername: 'The new password must not contain your username',
  noSuchSession: 'That device is no longer signed in',
  noSuchPasskey: 'That passkey does not exist',
  passkeyName: 'Name the passkey (up to 60 characters)',
} as const;
