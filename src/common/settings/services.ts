/** Services page settings (section 'services'): page heading plus four services of constants.SERVICE_NAMES. */
import { SERVICE_NAMES } from '../constants';
import { inSection, listOf } from './define';
import type { SettingDefinition } from './types';

const services = inSection('services', ['/services']);

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** What a visitor reads of a service: each language has its own. */
export interface ServiceWords {
  title: string;
  description: string;
  features: readonly string[];
}

interface ServiceCopy extends ServiceWords {
  /** Names the service in the panel's labels. */
  label: string;
  image: string;
}

const SERVICE_COPY: Readonly<Record<ServiceName, ServiceCopy>> = {
  custom_homes: {
    label: 'Custom homes',
    title: 'Custom Homes',
    description:
      'From hillside estates in Malibu to coastal retreats in Newport Beach, we build one-of-a-kind homes around ' +
      'the way you live. We coordinate architects, engineers and inspectors so your build, typically 8-12 months ' +
      'from groundbreaking to move-in, stays on schedule and on budget.',
    image: '/images/service-custom-homes.jpg',
    features: [
      'Architectural design coordination',
      'Site planning and permitting',
      'Structural engineering oversight',
      'Premium materials and finishes',
      'Smart home integration',
      'Energy-efficient construction',
    ],
  },
  remodels: {
    label: 'Remodels',
    title: 'Home Remodels',
    description:
      "Kitchens, primary suites and whole-house transformations finished to the standard you'd expect of a new " +
      'build. We plan around your household, protect what stays and deliver clean, precise work from demolition ' +
      'to the final detail.',
    image: '/images/service-remodels.jpg',
    features: [
      'Kitchen and bath remodels',
      'Whole-house renovations',
      'Room additions and second stories',
      'Structural modifications',
      'Custom cabinetry and millwork',
    ],
  },
  adu: {
    label: 'ADU',
    title: 'ADU Construction',
    description:
      'Add room for family, guests or rental income with a fully permitted accessory dwelling unit. We guide you ' +
      'through zoning, design and utility connections, and build detached, attached and garage-conversion ADUs ' +
      'that feel like a true home.',
    image: '/images/service-adu.jpg',
    features: [
      'Detached and attached ADUs',
      'Garage conversions',
      'Junior ADUs (JADUs)',
      'Permit and zoning guidance',
      'Full utility connections',
      'Rental-ready finishes',
    ],
  },
  commercial: {
    label: 'Commercial',
    title: 'Commercial Construction',
    description:
      'Tenant improvements, retail build-outs and office renovations delivered with minimal disruption to your ' +
      'business. We schedule around your operations and hand over spaces that are code-compliant, durable and ' +
      'ready to open.',
    image: '/images/service-commercial.jpg',
    features: [
      'Tenant improvements',
      'Retail and restaurant build-outs',
      'Office renovations',
      'ADA compliance upgrades',
      'Scheduling around your operations',
    ],
  },
};

/** A service's settings with the given words (each language's go through here); the image is the same in all. */
export function serviceSettings(
  name: ServiceName,
  words: ServiceWords = SERVICE_COPY[name],
): SettingDefinition[] {
  const { label, image } = SERVICE_COPY[name];
  return [
    services(`service_${name}_title`, `${label} title`, 'text', words.title),
    services(`service_${name}_description`, `${label} description`, 'multiline', words.description),
    services(`service_${name}_image`, `${label} image`, 'image', image),
    services(`service_${name}_features`, `${label}: What's Included`, 'list', listOf(...words.features)),
  ];
}

export const SERVICES_SETTINGS: readonly SettingDefinition[] = [
  services('services_title', 'Page title', 'text', 'Our Services'),
  services(
    'services_description',
    'Page description',
    'multiline',
    'From custom estates to thoughtful ADUs, we deliver full-service construction across Los Angeles and Orange ' +
      'County, with one accountable team, transparent pricing and craftsmanship that lasts.',
  ),
  ...SERVICE_NAMES.flatMap((name) => serviceSettings(name)),
];
