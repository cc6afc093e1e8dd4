/** The panel's and the site's common texts: notifications, confirmations, refusals, the editor's words. */
import { HISTORY_RETENTION } from '../history';

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
  // Reordering projects and testimonials, worded like the sections'.
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

export const ERROR_TEXTS = {
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

/** Before unsaved work is thrown away, and when a form left unsaved is opened again. */
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

/** The admin setting field's way back to the built-in words. */
export const SETTING_RESET = {
  label: 'Reset to the built-in text',
  /** A setting that follows another (a community hotline follows the main phone). */
  inheritedLabel: 'Reset to the main phone',
} as const;

/** The section editor's toolbar: each button's name, read aloud and shown as its tooltip. */
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

/** Photos past a limit: the limit is named, never "Failed to process image". */
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

/** What History, Undo and the Trash say when they put something back (client/admin/history). */
export const HISTORY_TOASTS = {
  restored: 'Earlier version restored',
  undone: 'Change undone',
  untrashed: 'Restored from the Trash',
  purged: 'Deleted for good',
  purgeFailed: 'Failed to delete for good',
  nothingToUndo: 'There is nothing to undo',
  moveUndone: 'Move undone',
  moveUndoFailed: 'Failed to undo the move',
  /** A reorder's Undo refused because an item of the earlier order is gone (the server answers 404). */
  moveUndoGone:
    'An item of this list was deleted after the move, so the earlier order no longer fits. Drag the items back instead.',
  restoreFailed: 'Failed to restore',
} as const;
