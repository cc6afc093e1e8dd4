/**
 * Every fixed text a visitor reads on the public site, in English, grouped by the part of the site that shows it.
 * The owner's words (settings) and the database's (projects, sections) are not here. Where a text already had a
 * home that the server shares (common/messages, the lead fields' declarations), it is taken from there, so the
 * English is written once. Its shape is every other language's (`Messages`).
 */
import { PROJECT_CATEGORY_LIST, PROJECT_TYPE_LIST, SERVICE_AREAS, type StoredChoice } from '../../constants';
import { LEAD_FIELDS, type LeadFieldDeclaration } from '../../leads/fields';
import {
  AREAS_AND_PHOTOS,
  ERROR_TEXTS,
  LEAD_VISIT_TEXTS,
  LICENSE_MESSAGES,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  REFUSALS,
  TOASTS,
} from '../../messages';
import { PHONE_MESSAGE } from '../../schemas/phone';
import { PROJECT_FACTS, type ProjectFactKey } from '../../schemas/project-facts';
import { type CatalogShape, type FaqEntry, FORM_HINTS, type LeadFieldTexts } from './shape';

const cities = (county: keyof typeof SERVICE_AREAS) => SERVICE_AREAS[county].join(', ');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The form's words of each lead field, as its declaration gives them. */
const fieldTexts = (field: LeadFieldDeclaration) => ({
  label: field.label,
  formLabel: field.form?.label ?? field.label,
  ...Object.fromEntries(FORM_HINTS.flatMap((hint) => (field.form?.[hint] ? [[hint, field.form[hint]]] : []))),
});

/** A stored choice's English label, by its id, is its English value (the words the spec's REST API speaks). */
const englishLabels = <Choice extends StoredChoice>(list: readonly Choice[]) =>
  Object.fromEntries(list.map((choice) => [choice.id, choice.english])) as Record<Choice['id'], string>;

export const en = {
  common: {
    serviceRegion: 'Los Angeles & Orange County',
    call: AREAS_AND_PHOTOS.callButton,
    getStarted: 'Get Started',
    scheduleConsultation: 'Schedule Consultation',
    viewOurWork: 'View Our Work',
    letsTalk: "Let's Talk About Your Project",
    photos: 'Photos',
    loading: 'Loading',
  },
  layout: { skipToContent: 'Skip to content' },
  header: {
    home: (siteName: string) => `${siteName} home`,
    mainNav: 'Main',
  },
  phoneMenu: { open: 'Open menu', nav: 'Mobile', close: 'Close menu' },
  theme: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' },
  footer: { nav: 'Footer', licenseLookup: LICENSE_MESSAGES.lookupTitle },
  owner: { editThisPage: 'Edit this page' },
  renderError: {
    title: 'Something went wrong',
    text: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    details: 'Technical details',
    retry: 'Try Again',
    refresh: 'Refresh Page',
  },
  home: {
    heroLabel: 'Introduction',
    aboutEyebrow: 'About Us',
    learnMore: 'Learn More About Us',
    yearsExperience: 'Years Experience',
    portfolioEyebrow: 'Our Portfolio',
    viewAllProjects: 'View All Projects',
    servicesEyebrow: 'Our Services',
    exploreServices: 'Explore Our Services',
    highlightsLabel: 'Company highlights',
    satisfactionFigure: '98%',
    satisfaction: 'Client Satisfaction',
    coverageFigure: '$2M+',
    coverage: 'Insurance Coverage',
    freeFigure: 'Free',
    free: 'Consultations & Estimates',
    testimonialsEyebrow: 'Testimonials',
    rating: (rating: number, max: number) => `${rating} out of ${max} stars`,
    freeConsultation: 'Get Your Free Consultation',
    browsePortfolio: 'Browse Our Portfolio',
  },
  about: {
    title: 'About Us',
    storyEyebrow: 'Our Story',
    founderEyebrow: 'Meet Our Founder',
    founderRole: 'Founder & President',
    founderPhoto: (name: string, company: string) => `${name}, founder of ${company}`,
    areaEyebrow: 'Where We Build',
    citiesIn: (county: string) => `Cities in ${county}`,
    alsoServed: 'Also:',
    valuesEyebrow: 'What Guides Us',
    valuesTitle: 'Our Core Values',
    valuesText: 'Four commitments behind every home we build and every client relationship we keep.',
    credentialsEyebrow: 'Credentials',
    credentialsTitle: 'Professional Certifications',
    credentialsText:
      'Credentials you can verify, so you can hire with confidence. Ask us for copies of any of them.',
    contactText:
      'Call or write to us for a free consultation and estimate. We reply to every inquiry within 24 hours.',
  },
  services: {
    eyebrow: 'What We Build',
    included: "What's Included",
    whyChoose: (company: string) => `Why Choose ${company}`,
    /** In the order of their icons (features/services/WhyChoose.tsx). */
    reasons: [
      {
        title: 'Expert Craftsmanship',
        description:
          'Seasoned carpenters and trusted specialty trades who sweat the details, from framing to final trim.',
      },
      {
        title: 'On-Time Delivery',
        description:
          'Detailed schedules, weekly progress updates and proactive permitting keep your project moving.',
      },
      {
        title: 'Quality Guarantee',
        description:
          'We stand behind our work with a written warranty and a walkthrough long after you move in.',
      },
      {
        title: 'Licensed & Insured',
        description:
          'A licensed California general contractor, bonded and insured with $2M+ in coverage for your peace of mind.',
      },
    ],
    ctaText:
      'Consultations and estimates are free. Tell us what you have in mind and we will walk you through design, permits, budget and timeline.',
    freeConsultation: 'Get Free Consultation',
  },
  portfolio: {
    eyebrow: 'Selected Work',
    categories: englishLabels(PROJECT_CATEGORY_LIST),
    filterNav: 'Filter projects by category',
    listLabel: 'Projects',
    empty: 'No projects in this category yet. Check back soon.',
    loadFailed: 'Our projects could not be loaded right now. Please try again in a moment.',
    closeProject: 'Close project',
    openProjectPage: "Open this project's page",
  },
  project: {
    /** What a screen reader hears before a fact shown with an icon (common/schemas/project-facts.ts). */
    factLabels: Object.fromEntries(PROJECT_FACTS.map((fact) => [fact.key, fact.pageLabel])) as Record<
      ProjectFactKey,
      string
    >,
    aboutTitle: 'About This Project',
    similarTitle: 'Planning something similar?',
    similarText: 'Tell us about your project and we will schedule a free consultation.',
    breadcrumb: 'Breadcrumb',
    breadcrumbHome: 'Home',
    seeAll: 'See all our projects',
  },
  photoViewer: {
    photoOf: (name: string, position: number, count: number) => `${name}, photo ${position} of ${count}`,
    previous: 'Previous image',
    next: 'Next image',
    thumbnailsTitle: (count: number) => `Gallery (${plural(count, 'photo', 'photos')})`,
    showPhoto: (position: number, count: number) => `Show photo ${position} of ${count}`,
    thumbnail: (name: string, position: number) => `${name}, photo ${position}`,
    closePhotos: 'Close photos',
  },
  beforeAfter: {
    heading: AREAS_AND_PHOTOS.beforeAfterHeading,
    before: AREAS_AND_PHOTOS.beforeLabel,
    after: AREAS_AND_PHOTOS.afterLabel,
    control: AREAS_AND_PHOTOS.beforeAfterLabel,
  },
  contact: {
    eyebrow: 'Contact',
    requiredNote: { before: 'Required fields are marked with an asterisk (', after: ').' },
    honeypot: 'Leave this field empty',
    send: 'Send Message',
    sending: 'Sending...',
    fields: Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, fieldTexts(field)])) as LeadFieldTexts,
    projectTypes: englishLabels(PROJECT_TYPE_LIST),
    /** The schema's messages for what the form can get wrong (common/schemas/contact.ts), beside each field. */
    validation: {
      required: (label: string) => `${label} is required`,
      tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
      email: (label: string) => `${label} must be a valid email address`,
      phone: PHONE_MESSAGE,
      choice: (label: string, choices: string) => `${label} must be one of: ${choices}`,
      singleLine: MESSAGES.singleLineText,
      multiLine: MESSAGES.textControlCharacters,
    },
    sent: TOASTS.contactSent,
    failed: TOASTS.contactFailed,
    /** What a failed send says, by the cause common/messages' mapErrorText finds. */
    failure: ERROR_TEXTS.contact,
    /** Too many requests from one connection: the server's own words say how long to wait. */
    throttled: (serverText: string) => `${serverText}`,
    /** A form posted from another site (the page without JavaScript shows the server's plain answer). */
    fromElsewhere: REFUSALS.formFromElsewhere,
    photos: {
      label: LEAD_VISIT_TEXTS.photosLabel,
      helper: LEAD_VISIT_TEXTS.photosHelper,
      add: LEAD_VISIT_TEXTS.photosAdd,
      remove: LEAD_VISIT_TEXTS.photoRemove,
      uploading: LEAD_VISIT_TEXTS.photoUploading,
      attached: 'Attached photos',
      needScript: LEAD_VISIT_TEXTS.photosNeedScript,
      tooMany: LEAD_VISIT_TEXTS.photoCount,
      types: LEAD_VISIT_TEXTS.photoTypes,
      tooLarge: LEAD_VISIT_TEXTS.photoTooLarge,
      uploadFailed: LEAD_VISIT_TEXTS.photoUploadFailed,
    },
    thanks: {
      sentTitle: LEAD_VISIT_TEXTS.thanksSentTitle,
      photoCount: LEAD_VISIT_TEXTS.thanksPhotos,
      nextTitle: LEAD_VISIT_TEXTS.thanksNextTitle,
      next: LEAD_VISIT_TEXTS.thanksNext,
      callLead: LEAD_VISIT_TEXTS.thanksCallLead,
      another: LEAD_VISIT_TEXTS.thanksAnother,
    },
    /** The e-mail a visitor gets at once after sending the form (services/leads/visitor-acknowledgement.ts). */
    acknowledgement: {
      subject: (company: string) => `We received your request - ${company}`,
      greeting: (name: string) => `Hello ${name},`,
      intro: (company: string) =>
        `Thank you for contacting ${company}. Your request reached us and is with our team now.`,
      reply: 'To add anything to your request, simply reply to this e-mail.',
      phone: 'Phone',
      license: (number: string) => `California contractor license #${number}`,
    },
    info: {
      title: 'Contact Information',
      phone: 'Phone',
      email: 'Email',
      office: 'Office',
      serviceAreas: 'Service Areas',
      hours: 'Business Hours',
      social: 'See our latest projects and site updates.',
    },
    map: {
      eyebrow: 'Service Area',
      title: 'Building Across Los Angeles & Orange County',
      text: 'From the Malibu coast to the Pasadena foothills and south to Dana Point, our crews are never far from your site.',
      frameTitle: 'Map of our service area',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently Asked Questions',
      /** Five questions visitors ask before their first call (docs/product.md, Contact form). */
      entries: [
        {
          question: 'How long does it take to build a custom home?',
          answer:
            'Construction of a custom home typically takes 8-12 months once permits are issued. Design and permitting ' +
            'usually come first and depend on the city and the site. Before work begins you receive a written schedule, ' +
            'and we update it with you every week.',
        },
        {
          question: 'Do you handle permits and inspections?',
          answer:
            'Yes. We prepare and submit the permit applications, answer plan-check comments, and schedule and attend ' +
            'every inspection through final sign-off, so you never have to stand in line at the building department.',
        },
        {
          question: 'Which areas do you serve?',
          answer:
            `We build throughout Los Angeles County and Orange County: in Los Angeles County including ` +
            `${cities('Los Angeles County')}; in Orange County including ${cities('Orange County')}. ` +
            'If your city is not listed, ask us: we very likely work there too.',
        },
        {
          question: 'Do you offer warranties on your work?',
          answer:
            'Yes. Every project comes with our written workmanship warranty, and we pass on all manufacturer ' +
            'warranties for materials, fixtures and equipment. We walk the finished home with you before handover and ' +
            'come back for a follow-up visit after you move in.',
        },
        {
          question: 'Can I work with my own architect?',
          answer:
            "Absolutely. We regularly build from plans drawn by our clients' architects and designers, and we are glad " +
            'to join early to give budget and constructability input. If you do not have an architect yet, we can ' +
            'recommend trusted partners or take the project design-build.',
        },
      ] as FaqEntry[],
    },
  },
  wildfire: {
    heroEyebrow: (community: string) => `Wildfire Recovery · ${community}`,
    assessment: 'Request a Free Assessment',
    tabsLabel: 'Choose your community',
    stepsEyebrow: 'Our Recovery Process',
    stepsTitle: 'Four Steps From Loss to Home',
    stepsText: (community: string) =>
      `One accountable team guides your ${community} property from the first site visit to the final walkthrough.`,
    step: (n: number) => `Step ${n}: `,
    servicesEyebrow: 'Specialized Services',
    servicesTitle: 'Rebuilt to Stand Up to the Next Fire',
    servicesText:
      'Wildfire rebuilding asks more of a builder than a standard project. These are the services we bring to every recovery.',
    checklistEyebrow: 'Start Today',
    hotline: 'Recovery Hotline',
    sendMessage: 'Send Us a Message',
    freeConsultation: 'Schedule a Free Consultation',
    rebuilds: 'See Our Rebuilds',
  },
  areas: {
    whoDecides: (city: string) => `Building in ${city}: who decides`,
    permits: 'Permits',
    typicalWork: (city: string) => `Our typical work in ${city}`,
    metaTitle: (city: string) => `Builders in ${city}`,
    metaDescription: (count: number, city: string, jurisdiction: string) =>
      `${plural(count, 'project', 'projects')} by us in ${city}, and what building there involves: ${jurisdiction}`,
    eyebrow: 'Service area',
    title: (city: string) => `Building and remodeling in ${city}`,
    intro: (count: number, city: string) =>
      `${count} of our projects ${count === 1 ? 'is' : 'are'} in ${city}. Here is what building there involves.`,
    projectsTitle: (city: string) => `Our projects in ${city}`,
    talk: (city: string) => `Talk to us about your project in ${city}`,
  },
  notFound: NOT_FOUND_MESSAGES,
};

export type Messages = CatalogShape<typeof en>;
