/** Default wording of the wildfire-recovery settings, written once and filled in for each community. */
import type { COMMUNITIES, CommunityId } from '../constants';

export type Community = (typeof COMMUNITIES)[number];

export interface WildfireStepCopy {
  title: string;
  description: string;
  timeline: string;
  details: readonly string[];
}

export interface WildfireCopy {
  pageTitle: string;
  pageSubtitle: string;
  emergencyBannerTitle: string;
  emergencyBanner: string;
  steps: readonly WildfireStepCopy[];
  services: readonly { title: string; description: string }[];
  contactTitle: string;
  contactDescription: string;
  checklistTitle: string;
  checklistItems: readonly string[];
  ctaTitle: string;
  ctaDescription: string;
}

export interface CommunityFacts {
  /** Name of the January 2025 fire that struck the community. */
  fire: string;
  /** The office that issues rebuild permits. */
  permitOffice: string;
  /** Short description of the terrain, used in the defensible-space copy. */
  terrain: string;
}

const FACTS: Readonly<Record<CommunityId, CommunityFacts>> = {
  'pacific-palisades': {
    fire: 'Palisades Fire',
    permitOffice: 'the Los Angeles Department of Building and Safety',
    terrain: 'coastal canyons and bluffs',
  },
  altadena: {
    fire: 'Eaton Fire',
    permitOffice: 'Los Angeles County Public Works',
    terrain: 'San Gabriel foothills',
  },
};

export function wildfireCopy(community: Community): WildfireCopy {
  const name = community.name;
  const { fire, permitOffice, terrain } = FACTS[community.id];
  return {
    pageTitle: `${name} Wildfire Recovery`,
    pageSubtitle:
      `Helping ${name} families rebuild after the ${fire} of January 2025, from the first site assessment ` +
      'to the day you move back home.',
    emergencyBannerTitle: `${name} Rebuild Assistance`,
    emergencyBanner:
      `Affected by the ${fire}? Our ${name} recovery team offers free site assessments, insurance ` +
      'documentation support and free rebuild estimates. Call our recovery hotline to get started.',
    steps: [
      {
        title: 'Emergency Response',
        timeline: '24-48 hours',
        description:
          `We secure your ${name} property, assess structural damage and document every condition before ` +
          'cleanup begins, so nothing your claim depends on is lost.',
        details: [
          'Site safety and structural assessment',
          'Temporary fencing, board-up and erosion control',
          'Photo and video documentation of all damage',
          'Coordination with utility companies and local officials',
        ],
      },
      {
        title: 'Insurance & Documentation',
        timeline: '1-2 weeks',
        description:
          'We prepare a detailed, line-item rebuild estimate and work alongside your adjuster so your claim ' +
          `reflects the true cost of rebuilding in ${name}.`,
        details: [
          'Line-item replacement cost estimate',
          'Meetings with your insurance adjuster',
          'Code-upgrade and debris-removal documentation',
          'Guidance on additional living expense claims',
        ],
      },
      {
        title: 'Reconstruction Planning',
        timeline: '2-4 weeks',
        description:
          'We refine your plans, engineer the home for current wildfire codes and guide your permit application ' +
          `through ${permitOffice}.`,
        details: [
          'Design options to rebuild as before or reimagine your home',
          'Fire-resistant materials and systems selection',
          `Permit submittal to ${permitOffice}`,
          'Fixed schedule and transparent, itemized budget',
        ],
      },
      {
        title: 'Complete Rebuild',
        timeline: '3-12 months',
        description:
          'Our crews rebuild your home to current standards, with weekly updates so you always know where your ' +
          `${name} rebuild stands.`,
        details: [
          'Dedicated project manager and weekly progress reports',
          'Class A roofing, ember-resistant vents and tempered glazing',
          'All inspections scheduled and managed for you',
          'Final walkthrough and warranty handover',
        ],
      },
    ],
    services: [
      {
        title: 'Fire-Resistant Construction',
        description:
          'Homes built to California wildland-urban interface standards, with noncombustible siding, Class A ' +
          'roofing, ember-resistant vents and dual-pane tempered windows.',
      },
      {
        title: 'Defensible Space Design',
        description:
          `Landscape and hardscape plans for the ${terrain} of ${name} that create the required ` +
          'defensible-space zones around your home without giving up beauty or privacy.',
      },
      {
        title: 'Emergency Response',
        description:
          'Rapid site securing, board-up, debris-removal coordination and damage documentation within 24-48 hours ' +
          'of your call.',
      },
    ],
    contactTitle: `Rebuilding in ${name}? Talk to Our Recovery Team`,
    contactDescription:
      `Tell us about your property and your insurance coverage. A member of our ${name} recovery team will ` +
      'reply within 24 hours with clear next steps and a free consultation.',
    checklistTitle: 'Immediate Action Checklist',
    checklistItems: [
      `Follow official evacuation and re-entry orders before returning to ${name}`,
      'Photograph and video every part of the property before any cleanup begins',
      'Notify your insurance carrier and request a complete copy of your policy',
      'Keep receipts for temporary housing, meals and emergency repairs',
      'Consult a licensed contractor before signing any debris-removal or rebuild agreement',
    ],
    ctaTitle: `Start Your ${name} Rebuild`,
    ctaDescription:
      "Schedule a free consultation and estimate. We'll walk your lot, review your policy with you and map out " +
      'a realistic plan to bring your family home.',
  };
}
