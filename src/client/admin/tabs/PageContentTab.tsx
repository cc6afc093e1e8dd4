import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminAddressOf, adminTabAt } from '../../../common/panel-addresses';
import { ABOUT_CREDENTIAL_COUNT, ABOUT_VALUE_COUNT } from '../../../common/settings';
import { BUSINESS_PROFILE_KEYS } from '../preview/fieldPlace';
import { PAGE_CONTENT_PREVIEW } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { LicenseWarning } from '../settings/LicenseWarning';
import { SettingsCard } from '../settings/SettingsCard';
import { jumpToGroup, SettingsGroup, SettingsJumpLinks } from '../settings/SettingsGroup';
import { SettingsIntro } from '../settings/SettingsIntro';

const GROUPS = [
  { id: 'page-content-profile', label: 'Business profile' },
  { id: 'page-content-home', label: 'Home' },
  { id: 'page-content-about', label: 'About' },
  { id: 'page-content-services', label: 'Services' },
  { id: 'page-content-contact', label: 'Contact' },
  { id: 'page-content-portfolio', label: 'Portfolio' },
] as const;
const GROUP_PREFIX = 'page-content-';

/**
 * Each page's group has its address, /admin/page-content/<page> (where "Edit this page" leads): opened there, the
 * tab starts at that group; a jump link puts its group in the address in place of the last (a reload stays).
 */
function useGroupAddress() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const subTab = adminTabAt(pathname)?.subTab;
  // On opening only: later jumps scroll by themselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address the tab was opened at
  useEffect(() => {
    const group = GROUPS.find((candidate) => candidate.id === `${GROUP_PREFIX}${subTab}`);
    if (group) jumpToGroup(group.id);
  }, []);
  return (id: string) => navigate(adminAddressOf('pages', id.slice(GROUP_PREFIX.length)), { replace: true });
}

const numbered = (count: number, key: (n: number) => string[]) =>
  Array.from({ length: count }, (_, index) => key(index + 1)).flat();

/**
 * Page Content (docs/product.md, Admin panel): the business profile, then the words and photos of each public
 * page, one card per block of the page. Every key of the company, home, about, contact and portfolio registry
 * files appears exactly once here.
 */
export function PageContentTab() {
  const keepGroupInAddress = useGroupAddress();
  return (
    <WithLivePreview pages={PAGE_CONTENT_PREVIEW}>
      <Stack gap="10">
        <div>
          <SettingsIntro title="Page Content">
            The headings, paragraphs and photos of each public page, in page order.
          </SettingsIntro>
          <SettingsJumpLinks groups={GROUPS} onJump={keepGroupInAddress} />
        </div>

        <SettingsGroup id="page-content-profile" title="Business Profile">
          <LicenseWarning />
          <SettingsCard title="Name, License & Contact Details" columns={2} keys={BUSINESS_PROFILE_KEYS} />
          <Text fontSize="sm" color="fg.muted">
            Used on every page: the header, footer, contact page, About page and search results. The wildfire
            pages call this phone number unless their own hotline is filled in.
          </Text>
        </SettingsGroup>

        <SettingsGroup id="page-content-home" title="Home Page">
          <SettingsCard
            title="Hero & Section Titles"
            keys={[
              'hero_title',
              'hero_subtitle',
              'hero_image',
              'homepage_services_title',
              'homepage_services_description',
            ]}
          />
          <SettingsCard
            title="About Section"
            columns={2}
            keys={[
              'homepage_about_title',
              'homepage_about_image_alt',
              'homepage_about_description_1',
              'homepage_about_description_2',
              'service_areas',
              'homepage_credentials',
              'homepage_management',
              'homepage_about_image',
            ]}
          />
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
            <SettingsCard
              title="Featured Projects"
              keys={['homepage_portfolio_title', 'homepage_portfolio_description']}
            />
            <SettingsCard
              title="Testimonials"
              keys={['homepage_testimonials_title', 'homepage_testimonials_description']}
            />
            <SettingsCard title="Call to Action" keys={['homepage_cta_title', 'homepage_cta_description']} />
          </SimpleGrid>
        </SettingsGroup>

        <SettingsGroup id="page-content-about" title="About Page">
          <SettingsCard
            title="Title & Hero"
            keys={['about_title', 'about_description', 'about_hero_image']}
          />
          <SettingsCard
            title="Founder"
            columns={2}
            keys={[
              'founder_name',
              'about_years_experience',
              'about_founder_bio_1',
              'about_founder_bio_2',
              'about_founder_image',
            ]}
          />
          <SettingsCard
            title="Service Area"
            keys={['about_service_area_title', 'about_service_area_description']}
          />
          <SettingsCard
            title="Core Values"
            columns={2}
            keys={numbered(ABOUT_VALUE_COUNT, (n) => [
              `about_value${n}_title`,
              `about_value${n}_description`,
            ])}
          />
          <SettingsCard
            title="Professional Certifications"
            columns={2}
            keys={numbered(ABOUT_CREDENTIAL_COUNT, (n) => [
              `about_credential${n}_title`,
              `about_credential${n}_detail`,
            ])}
          />
        </SettingsGroup>

        <SettingsGroup id="page-content-services" title="Services Page">
          <SettingsCard title="Title & Introduction" keys={['services_title', 'services_description']} />
          <Text fontSize="sm" color="fg.muted">
            The four services themselves (titles, descriptions, photos and features) are in the Services tab.
          </Text>
        </SettingsGroup>

        <SettingsGroup id="page-content-contact" title="Contact Page">
          <SettingsCard
            title="Headings"
            columns={2}
            keys={['contact_title', 'contact_form_title', 'contact_description', 'contact_form_description']}
          />
          <Text fontSize="sm" color="fg.muted">
            The phone, e-mail, address, office hours and service areas are in the Business Profile above.
          </Text>
        </SettingsGroup>

        <SettingsGroup id="page-content-portfolio" title="Portfolio Page">
          <SettingsCard
            title="Titles & Filter Categories"
            columns={2}
            keys={[
              'portfolio_title',
              'portfolio_filter_all_text',
              'portfolio_description',
              'portfolio_categories',
            ]}
          />
        </SettingsGroup>
      </Stack>
    </WithLivePreview>
  );
}
