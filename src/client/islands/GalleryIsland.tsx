import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ALL_PROJECTS, categoryIdOf } from '../../common/constants';
import { visibleLength } from '../../common/preview';
import type { Project } from '../../common/schemas/portfolio';
import type { ApprovedTranslation } from '../../common/translations';
import { belowTheFold } from '../components/belowTheFold';
import { type PhotoColourMap, PhotoColoursProvider } from '../components/photoColours';
import { CategoryChips, type ChipLabels } from '../features/portfolio/CategoryChips';
import { GalleryProjectCard } from '../features/portfolio/GalleryProjectCard';
import { GALLERY_COLUMNS } from '../features/portfolio/galleryColumns';
import { ProjectDetailsDialog } from '../features/portfolio/ProjectDetailsDialog';
import { TranslationsProvider } from '../i18n/translated';
import { useMessages } from '../i18n/useMessages';
import { trpc } from '../trpc';
import { TrpcProviders } from './TrpcProviders';

interface GalleryIslandProps {
  /** Every published project, newest first, as the page was rendered with them. */
  projects: Project[];
  /** The chips' words, from the portfolio settings (the island reads no settings itself). */
  chips: ChipLabels;
  /** The category this page shows (`?category=`), or ALL_PROJECTS. */
  category: string;
  /** The placeholder colours of these projects' photos (components/photoColours.ts). */
  colours: PhotoColourMap;
  /** The owner's approved translations of the projects into the page's language (none in English). */
  translations: ApprovedTranslation[];
}

/**
 * The portfolio: the chips are links to its filtered pages, and each card opens its project's full-screen dialog
 * (the quick view, which puts the project's own address in the URL: islands/behaviours/projectAddress.ts). Every
 * project's dialog is in the page (closed) from the server render on, so the browser opens one at the first
 * press; React then pages through its photos.
 */
export default function GalleryIsland(props: GalleryIslandProps) {
  return (
    <TrpcProviders>
      <PhotoColoursProvider value={props.colours}>
        <TranslationsProvider translations={props.translations}>
          <Gallery {...props} />
        </TranslationsProvider>
      </PhotoColoursProvider>
    </TrpcProviders>
  );
}

function Gallery({ projects: rendered, chips, category }: GalleryIslandProps) {
  const m = useMessages().portfolio;
  // Always stale, and read again when the visitor comes back to the tab (docs/product.md, Behaviour rules).
  const { data: projects = rendered } = trpc.public.portfolio.byCategory.useQuery(
    { category: ALL_PROJECTS },
    { initialData: rendered, staleTime: 0, refetchOnMount: false, refetchOnWindowFocus: true },
  );
  const shown =
    category === ALL_PROJECTS
      ? projects
      : projects.filter((project) => categoryIdOf(project.category) === categoryIdOf(category));

  return (
    <Box>
      <CategoryChips value={category} labels={chips} />
      {shown.length > 0 ? (
        <SimpleGrid as="ul" aria-label={m.listLabel} listStyleType="none" columns={GALLERY_COLUMNS} gap="8">
          {shown.map((project, index) => (
            // A phone's card is 388 px high, 415 when the title takes a second line (past about 30 characters).
            <Box
              as="li"
              key={project.id}
              {...belowTheFold(visibleLength(project.title) > 30 ? 415 : 388, 415)}
            >
              <GalleryProjectCard project={project} index={index} />
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <Text textAlign="center" color="fg.muted" py="16">
          {m.empty}
        </Text>
      )}
      {projects.map((project) => (
        <ProjectDetailsDialog key={project.id} project={project} />
      ))}
    </Box>
  );
}
