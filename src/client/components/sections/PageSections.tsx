import { Box } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { PageId } from '../../../common/constants';
import { trpc } from '../../trpc';
import { belowTheFold } from '../belowTheFold';
import { BannerSection } from './BannerSection';
import { ChecklistSection } from './ChecklistSection';
import { ContactSection } from './ContactSection';
import { ContentSection } from './ContentSection';
import { GallerySection } from './GallerySection';
import { HeroSection } from './HeroSection';
import { ServicesSection } from './ServicesSection';
import { StepsSection } from './StepsSection';
import { parseMeta, type SectionProps } from './types';

/** One renderer per sectionType (docs/product.md, Page sections); unknown types render as plain content. */
const RENDERERS: Record<string, ComponentType<SectionProps>> = {
  hero: HeroSection,
  content: ContentSection,
  gallery: GallerySection,
  steps: StepsSection,
  services: ServicesSection,
  banner: BannerSection,
  contact: ContactSection,
  checklist: ChecklistSection,
};

/**
 * The admin-managed sections of a page: only active ones, in sortOrder (the server sends them so). They come
 * after the page's own content, below a phone's first screen; their height estimate is that of a typical
 * section (the demo's measure 450-1000 px on a phone, 270-660 px on a desktop).
 */
export function PageSections({ pageId }: { pageId: PageId }) {
  const sections = trpc.public.pageSections.active.useQuery({ pageId });
  if (!sections.data?.length) return null;
  return (
    <div data-testid={`page-sections-${pageId}`}>
      {sections.data.map((section) => {
        // Own keys only: a section type named like an Object member ("constructor") is not a renderer.
        const Renderer = Object.hasOwn(RENDERERS, section.sectionType)
          ? (RENDERERS[section.sectionType] as ComponentType<SectionProps>)
          : ContentSection;
        return (
          <Box
            as="section"
            key={section.id}
            data-section-id={section.id}
            data-section-type={section.sectionType}
            {...belowTheFold(600, 450)}
          >
            <Renderer section={section} meta={parseMeta(section.metadata)} />
          </Box>
        );
      })}
    </div>
  );
}
