// The public site's texts the owner shapes: project addresses, moved addresses, the license line, 404, areas.

/** A project's page address: the project dialog's field and the refusals of a slug. */
export const PROJECT_MESSAGES = {
  slugShape: 'Page address may hold only lowercase letters, digits and single hyphens between them',
  slugTaken: (title: string) => `Another project, "${title}", already has this page address`,
  spanishSlugHelp:
    'Its page on the Spanish site. Given from its first Spanish title; a change moves the old address here, as the English one does.',
  slugSameAsEnglish: 'The Spanish address must differ from the English one (it is used until one is chosen)',
  slugWasElsewhere: (path: string) =>
    `${path} already leads somewhere else (Site Settings → Moved addresses): delete that move first, or choose another address`,
  slugHelp:
    "The end of the project page's address. Changing it keeps the old address working: it moves to the new one.",
} as const;

/** The owner's moved addresses (Site Settings → Moved addresses) and their refusals. */
export const REDIRECT_MESSAGES = {
  pathShape:
    'must be an address on this site starting with / (like /old-page.html), without spaces, control characters or \\',
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max} characters once written as a web address (each accented letter or symbol takes 6 to 12)`,
  appAddress: (path: string) =>
    `${path} is an address the site itself answers (the panel, its API or its files): it cannot be moved`,
  fromIsPage: (path: string) =>
    `${path} is a page of this site: a moved address must be one that no page has`,
  sameAddress: 'The new address must differ from the old one',
  loop: (path: string) =>
    `${path} already moves back to this address: the two would send visitors in a circle`,
  exists: (path: string) => `${path} already moves somewhere`,
  deleted: 'Moved address removed',
  added: 'Moved address saved',
} as const;

/** The license line of every public page's footer (B&P 7030.5) and the panel's warning. */
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

/** Service areas, photo descriptions, the phone header's call button. */
export const AREAS_AND_PHOTOS = {
  callButton: (phone: string) => `Call ${phone}`,
  altRequired: (photo: number) =>
    `Photo ${photo} needs a description (alt text): say what the photo shows, or take the suggestion`,
  /** The panel's nudge for a project saved with suggested descriptions (a REST save, a restore, an import). */
  describePhotos: 'Describe these photos',
  suggestedAlts: (count: number) =>
    `${count === 1 ? '1 photo shows' : `${count} photos show`} a description the site made from the project`,
  describePhotosHint:
    'Visitors who cannot see the photos hear these descriptions. Say what each photo shows, or take the suggestion, then save.',
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
