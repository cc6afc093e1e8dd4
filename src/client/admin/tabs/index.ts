import type { ComponentType } from 'react';
import type { AdminTabId } from '../../../common/panel-addresses';
import { NewLeadsCount } from '../contact/NewLeadsCount';
import { TranslationsTab } from '../translations/TranslationsTab';
import { AccountTab } from './AccountTab';
import { ActivityTab } from './ActivityTab';
import { AdvancedPagesTab } from './AdvancedPagesTab';
import { BackupsTab } from './BackupsTab';
import { BrandingTab } from './BrandingTab';
import { ContactFormsTab } from './ContactFormsTab';
import { PageContentTab } from './PageContentTab';
import { PortfolioTab } from './PortfolioTab';
import { ServicesTab } from './ServicesTab';
import { SiteSettingsTab } from './SiteSettingsTab';
import { TestimonialsTab } from './TestimonialsTab';
import { TrashCount, TrashTab } from './TrashTab';
import { WildfireTab } from './WildfireTab';

/**
 * The admin tabs in order, Portfolio first (docs/product.md, Admin panel). Altadena's settings have no tab of
 * their own: they are edited in the Altadena sub-tab of Wildfire Recovery. Trash shows its count beside its name,
 * Contact Forms its "New (n)".
 * Each tab's address is in common/panel-addresses.ts (ADMIN_TAB_SLUGS), by the tab's value.
 */
export const ADMIN_TABS: Array<{
  value: AdminTabId;
  label: string;
  Component: ComponentType;
  Badge?: ComponentType;
}> = [
  { value: 'portfolio', label: 'Portfolio', Component: PortfolioTab },
  { value: 'testimonials', label: 'Testimonials', Component: TestimonialsTab },
  { value: 'contact', label: 'Contact Forms', Component: ContactFormsTab, Badge: NewLeadsCount },
  { value: 'pages', label: 'Page Content', Component: PageContentTab },
  { value: 'enhanced-pages', label: 'Advanced Pages', Component: AdvancedPagesTab },
  { value: 'services', label: 'Services', Component: ServicesTab },
  { value: 'wildfire-recovery', label: 'Wildfire Recovery', Component: WildfireTab },
  { value: 'branding', label: 'Branding', Component: BrandingTab },
  { value: 'settings', label: 'Site Settings', Component: SiteSettingsTab },
  { value: 'translations', label: 'Spanish', Component: TranslationsTab },
  { value: 'trash', label: 'Trash', Component: TrashTab, Badge: TrashCount },
  { value: 'activity', label: 'Activity', Component: ActivityTab },
  { value: 'backups', label: 'Backups', Component: BackupsTab },
  { value: 'account', label: 'Account', Component: AccountTab },
];
