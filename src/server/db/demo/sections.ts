/** Demo page sections seeded into an empty site (see ../seed.ts). Pure data. */

export interface DemoSection {
  pageId: string;
  sectionType: string;
  title: string;
  subtitle: string;
  /** Simple safe HTML: <p>, <ul><li>, <strong>. */
  content: string;
  imageUrl: string;
  buttonText: string;
  buttonLink: string;
  /** JSON text, e.g. '{"icon":"shield"}', or ''. */
  metadata: string;
  sortOrder: number;
  isActive: boolean;
}

export const DEMO_SECTIONS: DemoSection[] = [
  {
    pageId: 'homepage',
    sectionType: 'content',
    title: 'Built Around How You Live',
    subtitle: 'Design-build construction for Los Angeles and Orange County since 2008',
    content:
      '<p>Every project starts with a site walk and an honest conversation about scope, schedule and budget. ' +
      'From there, one team carries your home from permit drawings to final inspection, with no hand-offs ' +
      'and no guesswork.</p>' +
      '<ul><li><strong>Fixed-price proposals</strong> with allowances spelled out line by line</li>' +
      '<li><strong>A dedicated project manager</strong> and a weekly written update</li>' +
      '<li><strong>Licensed, bonded and insured</strong>, with a written workmanship warranty</li></ul>',
    imageUrl: '',
    buttonText: 'View Our Work',
    buttonLink: '/portfolio',
    metadata: '{"icon":"hammer"}',
    sortOrder: 0,
    isActive: true,
  },
  {
    pageId: 'pacific-palisades',
    sectionType: 'banner',
    title: 'Palisades Fire Rebuild: Permits Are Moving Faster',
    subtitle: 'Expedited review is available for many like-for-like rebuilds',
    content:
      '<p>The City of Los Angeles has streamlined plan review for homes rebuilt within the original footprint, ' +
      'and several fee relief and rebuild assistance programs are open to fire-affected owners. Eligibility ' +
      'rules change often: <strong>we check the current requirements for your lot</strong> before any design ' +
      'work begins.</p>',
    imageUrl: '',
    buttonText: 'Schedule a Free Lot Assessment',
    buttonLink: '/contact',
    metadata: '{"icon":"alert-triangle"}',
    sortOrder: 0,
    isActive: true,
  },
  {
    pageId: 'pacific-palisades',
    sectionType: 'content',
    title: 'Building Back Stronger',
    subtitle: 'Fire-resistant construction that still feels like home',
    content:
      '<p>Every Palisades home we rebuild meets or exceeds California’s Chapter 7A wildland-urban interface ' +
      'standards, without giving up natural light, warm materials or the view.</p>' +
      '<ul><li><strong>Class A roofing</strong>: standing-seam metal, concrete tile or rated composite</li>' +
      '<li><strong>Ember-resistant vents</strong> and boxed eaves with noncombustible soffits</li>' +
      '<li><strong>Tempered dual-pane glazing</strong> in every exterior opening</li>' +
      '<li><strong>Noncombustible siding</strong> such as stucco, fiber cement or stone veneer</li>' +
      '<li><strong>A five-foot ember-resistant zone</strong> of hardscape and gravel around the house</li></ul>',
    imageUrl: '/images/wildfire.jpg',
    buttonText: 'See a Completed Rebuild',
    buttonLink: '/portfolio',
    metadata: '{"icon":"shield"}',
    sortOrder: 1,
    isActive: true,
  },
  {
    pageId: 'pacific-palisades',
    sectionType: 'checklist',
    title: 'Bring These to Your First Meeting',
    subtitle: 'Whatever you have is a good start; we help track down the rest',
    content:
      '<ul><li>Your insurance declarations page and any claim correspondence</li>' +
      '<li>Original plans, permits or a prior survey of the property, if you have them</li>' +
      '<li>Photos or videos of the home before the fire</li>' +
      '<li>Your debris removal status and clearance paperwork</li>' +
      '<li>A short list of what you loved about the old house, and what you would change</li></ul>',
    imageUrl: '',
    buttonText: '',
    buttonLink: '',
    metadata: '{"icon":"file-text"}',
    sortOrder: 2,
    isActive: true,
  },
  {
    pageId: 'altadena',
    sectionType: 'banner',
    title: 'Rebuilding Altadena After the Eaton Fire',
    subtitle: 'One team from debris clearance to move-in day',
    content:
      '<p>LA County has opened a dedicated rebuild permitting path for Eaton Fire properties, and many ' +
      'like-for-like projects qualify for faster review. We prepare drawings, manage submittals and coordinate ' +
      'with your insurer so you can focus on your family.</p>',
    imageUrl: '',
    buttonText: 'Talk to Our Rebuild Team',
    buttonLink: '/contact',
    metadata: '{"icon":"heart"}',
    sortOrder: 0,
    isActive: true,
  },
  {
    pageId: 'altadena',
    sectionType: 'checklist',
    title: 'Your Rebuild Roadmap',
    subtitle: 'What happens, and roughly when',
    content:
      '<ul><li><strong>Weeks 1–2:</strong> lot assessment, survey and soils review</li>' +
      '<li><strong>Weeks 3–10:</strong> design, engineering and Chapter 7A fire-resistant detailing</li>' +
      '<li><strong>Weeks 8–16:</strong> permit submittal and plan check with LA County</li>' +
      '<li><strong>Months 4–12:</strong> construction, inspections and final walkthrough</li></ul>',
    imageUrl: '',
    buttonText: '',
    buttonLink: '',
    metadata: '{"icon":"calendar"}',
    sortOrder: 1,
    isActive: true,
  },
  {
    pageId: 'altadena',
    sectionType: 'content',
    title: 'Community Rebuild Workshop',
    subtitle: 'Saturday morning Q&A at the community center',
    content:
      '<p>Join our project managers and a structural engineer for a free, no-pressure session on rebuild ' +
      'timelines, fire-resistant materials and working with your insurance adjuster. Coffee is on us.</p>',
    imageUrl: '',
    buttonText: 'Reserve a Seat',
    buttonLink: '/contact',
    metadata: '{"icon":"users"}',
    sortOrder: 2,
    isActive: false,
  },
];
