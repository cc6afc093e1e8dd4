import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { AboutContact } from '../features/about/AboutContact';
import { AboutHero } from '../features/about/AboutHero';
import { Certifications } from '../features/about/Certifications';
import { CoreValues } from '../features/about/CoreValues';
import { FounderStory } from '../features/about/FounderStory';
import { ServiceArea } from '../features/about/ServiceArea';
import { useSettings } from '../hooks/useSettings';
import { useMessages } from '../i18n/useMessages';

/**
 * About (docs/product.md, About): story, founder, service area, values, credentials, contact, admin sections.
 */
export function AboutPage() {
  const { setting } = useSettings();
  const m = useMessages();
  return (
    <>
      <PageMeta
        title={m.about.title}
        description={setting('about_description')}
        image={setting('about_hero_image')}
      />
      <AboutHero />
      <PageSections pageId="about" after="hero" />
      <FounderStory />
      <PageSections pageId="about" after="founder-story" />
      <ServiceArea />
      <PageSections pageId="about" after="service-area" />
      <CoreValues />
      <PageSections pageId="about" after="core-values" />
      <Certifications />
      <PageSections pageId="about" after="certifications" />
      <AboutContact />
      <PageSections pageId="about" />
    </>
  );
}
