import { Box } from '@chakra-ui/react';
import { communityPath } from '../../common/routes';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { ChecklistAndHotline } from '../features/wildfire/ChecklistAndHotline';
import { wildfireContent } from '../features/wildfire/content';
import { EmergencyBanner } from '../features/wildfire/EmergencyBanner';
import { RebuildCta } from '../features/wildfire/RebuildCta';
import { RecoveryServices } from '../features/wildfire/RecoveryServices';
import { RecoverySteps } from '../features/wildfire/RecoverySteps';
import { communityPanelId, communityTabId, useCommunity } from '../features/wildfire/useCommunity';
import { WildfireHero } from '../features/wildfire/WildfireHero';
import { useSettings } from '../hooks/useSettings';
import { Island } from '../islands/Island';

/** Wildfire recovery (docs/product.md): one community at a time, chosen by tab and kept in `?community=`. */
export function WildfireRecoveryPage() {
  const community = useCommunity();
  const { setting } = useSettings();
  const content = wildfireContent(setting, community);

  return (
    <>
      <PageMeta
        title={content.pageTitle}
        description={content.pageSubtitle}
        image="/images/wildfire.jpg"
        // The first community is the page's default view; the others are pages of their own.
        canonicalPath={communityPath(community.id)}
      />
      <Box position="relative">
        <Island name="communityTabs" props={{ current: community.id }} />
        {/* Only the chosen community is rendered, so the page has exactly one h1 and one set of sections. */}
        <Box
          role="tabpanel"
          id={communityPanelId(community.id)}
          aria-labelledby={communityTabId(community.id)}
          tabIndex={0}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '-4px' }}
        >
          <WildfireHero community={community} content={content} />
          <PageSections pageId={community.id} after="hero" />
          <EmergencyBanner title={content.bannerTitle} text={content.banner} />
          <PageSections pageId={community.id} after="emergency-banner" />
          <RecoverySteps communityName={community.name} steps={content.steps} />
          <PageSections pageId={community.id} after="recovery-steps" />
          <RecoveryServices services={content.services} />
          <PageSections pageId={community.id} after="recovery-services" />
          <ChecklistAndHotline content={content} community={community.id} />
          <PageSections pageId={community.id} />
          <RebuildCta
            title={content.ctaTitle}
            description={content.ctaDescription}
            community={community.id}
          />
        </Box>
      </Box>
    </>
  );
}
