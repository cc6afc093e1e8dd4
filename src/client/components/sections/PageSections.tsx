import { Box } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { COMMUNITIES, type PageId } from '../../../common/constants';
import { isBlockOf } from '../../../common/page-blocks';
import {
  type AnySectionMeta,
  isSectionType,
  readSectionMeta,
  type SectionType,
} from '../../../common/section-types';
import {
  sectionItemTexts,
  TRANSLATED_FIELDS,
  translatedWhole,
  withItemTexts,
} from '../../../common/translations';
import { useTranslated } from '../../i18n/translated';
import { trpc } from '../../trpc';
import { belowTheFold } from '../belowTheFold';
import { BannerSection } from './BannerSection';
import { BeforeAfterSection } from './BeforeAfterSection';
import { ChecklistSection } from './ChecklistSection';
import { ContactSection } from './ContactSection';
import { ContentSection } from './ContentSection';
import { GallerySection } from './GallerySection';
import { HeroSection } from './HeroSection';
import { type BlockLook, SectionLook } from './SectionFrame';
import { ServicesSection } from './ServicesSection';
import { StepsSection } from './StepsSection';
import { sectionHeight } from './sectionHeight';
import type { SectionProps } from './types';

/** One renderer per section type of the registry (src/common/section-types.ts). */
const RENDERERS: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: HeroSection,
  content: ContentSection,
  gallery: GallerySection,
  steps: StepsSection,
  services: ServicesSection,
  banner: BannerSection,
  contact: ContactSection,
  checklist: ChecklistSection,
  'before-after': BeforeAfterSection,
};

/**
 * The admin-managed sections of a page in one place: only active ones, in sortOrder (the server sends them so).
 * Without `after`, those at the end of the page (no place, or a place the page no longer has); with it, those
 * placed after that built-in block (src/common/page-blocks.ts). Most are below a phone's first screen; their
 * height is estimated from their text and photo (sectionHeight).
 */
export function PageSections({ pageId, after }: { pageId: PageId; after?: string }) {
  const sections = trpc.public.pageSections.active.useQuery({ pageId });
  const translated = useTranslated();
  const here = (sections.data ?? []).filter((section) =>
    after === undefined
      ? !section.afterBlock || !isBlockOf(pageId, section.afterBlock)
      : section.afterBlock === after,
  );
  if (!here.length) return null;
  // A community's recovery page is built of 6xl blocks headed at the start, the site pages of 7xl ones, centred.
  const look: BlockLook = COMMUNITIES.some((community) => community.id === pageId)
    ? { width: '6xl', align: 'start' }
    : { width: '7xl', align: 'center' };
  return (
    <SectionLook.Provider value={look}>
      <div
        data-testid={
          after === undefined ? `page-sections-${pageId}` : `page-sections-${pageId}-after-${after}`
        }
      >
        {here.map((section) => {
          // A type the registry knows (own keys only, so "constructor" is not one); others render as plain content.
          const type: SectionType = isSectionType(section.sectionType) ? section.sectionType : 'content';
          const Renderer = RENDERERS[type] as ComponentType<SectionProps<SectionType>>;
          const stored = readSectionMeta(type, section.metadata);
          // Its heading, text, button and the texts of its type's own fields, shown in one language together.
          const items = sectionItemTexts(stored as AnySectionMeta);
          const shown = translatedWhole(translated, 'section', { ...section, ...items }, [
            ...TRANSLATED_FIELDS.section,
            ...Object.keys(items),
          ] as Array<keyof typeof section & string>);
          const meta = shown.lang ? stored : withItemTexts(stored as AnySectionMeta, shown.item);
          return (
            <Box
              as="section"
              key={section.id}
              data-section-id={section.id}
              data-section-type={section.sectionType}
              lang={shown.lang}
              {...belowTheFold(...sectionHeight(type, shown.item))}
            >
              <Renderer section={shown.item} meta={meta} />
            </Box>
          );
        })}
      </div>
    </SectionLook.Provider>
  );
}
