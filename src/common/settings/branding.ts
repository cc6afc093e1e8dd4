/** Branding (section 'branding') and navigation labels (section 'navigation'). */
import { BRAND } from '../constants';
import { inSection } from './define';
import type { SettingDefinition } from './types';

const branding = inSection('branding', ['/']);
const nav = inSection('navigation', ['/']);

export const BRANDING_SETTINGS: readonly SettingDefinition[] = [
  branding('site_logo', 'Logo image', 'image', ''),
  branding('site_favicon', 'Favicon', 'image', '/favicon.png'),
  branding('site_logo_text', 'Navigation logo text', 'text', BRAND.name),
  branding('site_primary_color', 'Primary color', 'color', '#000000'),
  branding('site_secondary_color', 'Secondary color', 'color', '#f5f5f5'),
  branding('site_accent_color', 'Accent color', 'color', '#d4af37'),
];

export const NAVIGATION_SETTINGS: readonly SettingDefinition[] = [
  nav('nav_home_text', 'Home link label', 'text', 'Home'),
  nav('nav_about_text', 'About link label', 'text', 'About'),
  nav('nav_services_text', 'Services link label', 'text', 'Services'),
  nav('nav_portfolio_text', 'Portfolio link label', 'text', 'Portfolio'),
  nav('nav_contact_text', 'Contact link label', 'text', 'Contact'),
  nav('nav_wildfire_text', 'Wildfire recovery link label', 'text', 'Wildfire Recovery'),
  nav('nav_cta_text', 'Consultation button label', 'text', 'Schedule Consultation'),
];
