import { SimpleGrid, Stack } from '@chakra-ui/react';
import { BRANDING_PREVIEW } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { SettingsCard } from '../settings/SettingsCard';
import { SettingsIntro } from '../settings/SettingsIntro';

/** Branding (docs/product.md, Admin panel): logo, colors, labels, footer, search-engine text, social link. */
export function BrandingTab() {
  return (
    <WithLivePreview pages={BRANDING_PREVIEW}>
      <Stack gap="6">
        <SettingsIntro title="Branding">
          Your logo, brand colors, menu and footer labels, and how the site appears in search results.
        </SettingsIntro>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <SettingsCard title="Logo & Favicon" keys={['site_logo_text', 'site_logo', 'site_favicon']} />
          <Stack gap="6">
            <SettingsCard
              title="Brand Colors"
              keys={['site_primary_color', 'site_secondary_color', 'site_accent_color']}
            />
            <SettingsCard title="Social Media" keys={['social_instagram_url']} />
          </Stack>
        </SimpleGrid>
        <SettingsCard
          title="Navigation Labels"
          columns={2}
          keys={[
            'nav_home_text',
            'nav_about_text',
            'nav_services_text',
            'nav_portfolio_text',
            'nav_contact_text',
            'nav_wildfire_text',
            'nav_cta_text',
          ]}
        />
        <SettingsCard
          title="Footer"
          columns={2}
          keys={[
            'footer_quick_links_title',
            'footer_services_title',
            'footer_contact_title',
            'footer_copyright',
            'footer_description',
          ]}
        />
        <SettingsCard
          title="Search Engines (SEO)"
          columns={2}
          keys={['home_meta_title', 'site_meta_author', 'home_meta_description', 'site_meta_keywords']}
        />
      </Stack>
    </WithLivePreview>
  );
}
