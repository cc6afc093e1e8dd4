import type { ComponentType } from 'react';
import type { PageId } from '../../../common/constants';
import { trpc } from '../../trpc';
import { BannerSection } from './BannerSection';
import { ChecklistSection } from './ChecklistSection';
import { ContactSection } from './ContactSection';
import { ContentSection } from './ContentSection';
import { GallerySection } from './GallerySection';
import { HeroSection } from './HeroSection';
import { ServicesSection } from './ServicesSection';
import { StepsSection } from './StepsSection';
import { parseMeta, type SectionProps } from './types';

/** One renderer per sectionType (spec §3); unknown types render as plain content. */
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

/** The admin-managed sections of a page: only active ones, in sortOrder (the server sends them so). */
export function PageSections({ pageId }: { pageId: PageId }) {
  const sections = trpc.public.pageSections.active.useQuery({ pageId });
  if (!sections.data?.length) return null;
  return (
    <div data-testid={`page-sections-${pageId}`}>
      {sections.data.map((section) => {
        const Renderer = RENDERERS[section.sectionType] ?? ContentSection;
        return (
          <section key={section.id} data-section-id={section.id} data-section-type={section.sectionType}>
            <Renderer section={section} meta={parseMeta(section.metadata)} />
          </section>
        );
      })}
    </div>
  );
}
