import type { ComponentType } from 'react';
import { AdvancedPagesTab } from './AdvancedPagesTab';
import { BrandingTab } from './BrandingTab';
import { ContactFormsTab } from './ContactFormsTab';
import { PageContentTab } from './PageContentTab';
import { PortfolioTab } from './PortfolioTab';
import { ServicesTab } from './ServicesTab';
import { SiteSettingsTab } from './SiteSettingsTab';
import { TestimonialsTab } from './TestimonialsTab';
import { WildfireTab } from './WildfireTab';

/**
 * Spec §2's tabs, in order (default portfolio). The spec's hidden "altadena" tab body has no trigger; its
 * keys are edited in the Altadena sub-tab of Wildfire Recovery.
 */
export const ADMIN_TABS: Array<{ value: string; label: string; Component: ComponentType }> = [
  { value: 'portfolio', label: 'Portfolio', Component: PortfolioTab },
  { value: 'testimonials', label: 'Testimonials', Component: TestimonialsTab },
  { value: 'contact', label: 'Contact Forms', Component: ContactFormsTab },
  { value: 'pages', label: 'Page Content', Component: PageContentTab },
  { value: 'enhanced-pages', label: 'Advanced Pages', Component: AdvancedPagesTab },
  { value: 'services', label: 'Services', Component: ServicesTab },
  { value: 'wildfire-recovery', label: 'Wildfire Recovery', Component: WildfireTab },
  { value: 'branding', label: 'Branding', Component: BrandingTab },
  { value: 'settings', label: 'Site Settings', Component: SiteSettingsTab },
];
