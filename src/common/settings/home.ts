/** Home page settings: the hero (section 'hero') and the rest of the homepage (section 'homepage'). */
import { inSection } from './define';
import type { SettingDefinition } from './types';

const hero = inSection('hero', ['/']);
const home = inSection('homepage', ['/']);

export const HERO_SETTINGS: readonly SettingDefinition[] = [
  hero('hero_title', 'Hero title', 'text', "Building Southern California's Finest Homes"),
  hero(
    'hero_subtitle',
    'Hero subtitle',
    'text',
    'Custom homes, high-end remodels, ADUs and commercial spaces across Los Angeles and Orange County, ' +
      'designed with care and built to last.',
  ),
  hero('hero_image', 'Hero background image', 'image', '/images/hero.jpg'),
];

export const HOMEPAGE_SETTINGS: readonly SettingDefinition[] = [
  home('homepage_about_title', 'About section title', 'text', 'Built on Craftsmanship, Driven by Trust'),
  home(
    'homepage_about_description_1',
    'About section paragraph 1',
    'multiline',
    'For more than 15 years, Summit Coast Builders has delivered custom homes, whole-house remodels and ADUs ' +
      'for families across Los Angeles and Orange County. Every project is run by a dedicated team that treats ' +
      "your home, your schedule and your budget with the same care we'd give our own.",
  ),
  home(
    'homepage_about_description_2',
    'About section paragraph 2',
    'multiline',
    'From the first free consultation to the final walkthrough, we handle design coordination, permits, ' +
      'inspections and construction under one roof. The result is a process that feels calm and transparent, ' +
      'and a finished home that is exactly what you imagined.',
  ),
  home(
    'service_areas',
    'Service area line',
    'text',
    'Serving Los Angeles County and Orange County, from Malibu and Beverly Hills to Newport Beach and Laguna Beach',
  ),
  home(
    'homepage_credentials',
    'Credentials line',
    'text',
    'Licensed general contractor, bonded and insured with $2M+ coverage, OSHA 30-hour safety certified',
  ),
  home(
    'homepage_management',
    'Project management line',
    'text',
    'Every project is led by a dedicated project manager, with weekly progress updates and a single point of contact.',
  ),
  home('homepage_about_image', 'About section image', 'image', '/images/about.jpg'),
  home(
    'homepage_about_image_alt',
    'About section image alt text',
    'text',
    'Summit Coast Builders team reviewing plans on a custom home site in Los Angeles',
  ),
  home('homepage_portfolio_title', 'Featured projects title', 'text', 'Featured Projects'),
  home(
    'homepage_portfolio_description',
    'Featured projects description',
    'multiline',
    'A selection of recent custom homes, remodels and ADUs completed across Los Angeles and Orange County.',
  ),
  home('homepage_services_title', 'Services section title', 'text', 'What We Build'),
  home(
    'homepage_services_description',
    'Services section description',
    'multiline',
    'Full-service construction under one accountable team, from ground-up custom homes to thoughtful remodels, ' +
      'ADUs and commercial build-outs.',
  ),
  home('homepage_testimonials_title', 'Testimonials section title', 'text', 'What Our Clients Say'),
  home(
    'homepage_testimonials_description',
    'Testimonials section description',
    'multiline',
    'A 98% client satisfaction rate is earned one project at a time. Here is what a few of our clients have to say.',
  ),
  home('homepage_cta_title', 'Call-to-action title', 'text', 'Ready to Start Your Project?'),
  home(
    'homepage_cta_description',
    'Call-to-action description',
    'multiline',
    "Schedule a free consultation and estimate. Tell us about your plans and we'll reply within 24 hours.",
  ),
];
