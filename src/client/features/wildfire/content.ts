import { splitLines, WILDFIRE_SERVICE_COUNT, WILDFIRE_STEP_COUNT } from '../../../common/settings';
import type { Community } from '../../../common/settings/wildfire-copy';

export interface RecoveryStep {
  /** 1-based position, shown as the step number. */
  n: number;
  title: string;
  timeline: string;
  description: string;
  details: string[];
}

export interface RecoveryService {
  n: number;
  title: string;
  description: string;
}

/** Every text of one community's page, resolved from settings (stored value or built-in default). */
export interface WildfireContent {
  pageTitle: string;
  pageSubtitle: string;
  bannerTitle: string;
  banner: string;
  phone: string;
  steps: RecoveryStep[];
  services: RecoveryService[];
  contactTitle: string;
  contactDescription: string;
  checklistTitle: string;
  checklistItems: string[];
  ctaTitle: string;
  ctaDescription: string;
}

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function wildfireContent(setting: (key: string) => string, community: Community): WildfireContent {
  const id = community.id;
  const short = community.shortPrefix;
  return {
    pageTitle: setting(`${id}_page_title`),
    pageSubtitle: setting(`${id}_page_subtitle`),
    bannerTitle: setting(`${short}_emergency_banner_title`),
    banner: setting(`${id}_emergency_banner`),
    phone: setting(`${short}_emergency_phone`),
    steps: numbered(WILDFIRE_STEP_COUNT).map((n) => ({
      n,
      title: setting(`${id}_step${n}_title`),
      timeline: setting(`${id}_step${n}_timeline`),
      description: setting(`${id}_step${n}_description`),
      details: splitLines(setting(`${id}_step${n}_details`)),
    })),
    services: numbered(WILDFIRE_SERVICE_COUNT).map((n) => ({
      n,
      title: setting(`${id}_service${n}_title`),
      description: setting(`${id}_service${n}_description`),
    })),
    contactTitle: setting(`${id}_contact_title`),
    contactDescription: setting(`${id}_contact_description`),
    checklistTitle: setting(`${id}_checklist_title`),
    checklistItems: splitLines(setting(`${id}_checklist_items`)),
    ctaTitle: setting(`${short}_cta_title`),
    ctaDescription: setting(`${short}_cta_description`),
  };
}
