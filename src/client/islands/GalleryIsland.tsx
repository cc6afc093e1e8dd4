import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ALL_PROJECTS } from '../../common/constants';
import type { Project } from '../../common/schemas/portfolio';
import { belowTheFold } from '../components/belowTheFold';
import { CategoryChips, type FilterCategory } from '../features/portfolio/CategoryChips';
import { GALLERY_COLUMNS } from '../features/portfolio/galleryColumns';
import { ProjectCard } from '../features/portfolio/ProjectCard';
import { ProjectModal } from '../features/portfolio/ProjectModal';
import { useProjectViewer } from '../features/portfolio/useProjectViewer';
import { trpc } from '../trpc';
import { TrpcProviders } from './TrpcProviders';

interface GalleryIslandProps {
  /** Every published project, newest first, as the page was rendered with them. */
  projects: Project[];
}

/** The portfolio: chips filter the projects, a card opens its project in a full-screen dialog. */
export default function GalleryIsland(props: GalleryIslandProps) {
  return (
    <TrpcProviders>
      <Gallery {...props} />
    </TrpcProviders>
  );
}

function Gallery({ projects: rendered }: GalleryIslandProps) {
  const [category, setCategory] = useState<FilterCategory>(ALL_PROJECTS);
  // Always stale, and read again when the visitor comes back to the tab (docs/product.md, Behaviour rules).
  const { data: projects = rendered } = trpc.public.portfolio.byCategory.useQuery(
    { category: ALL_PROJECTS },
    { initialData: rendered, staleTime: 0, refetchOnMount: false, refetchOnWindowFocus: true },
  );
  const viewer = useProjectViewer();
  const shown =
    category === ALL_PROJECTS ? projects : projects.filter((project) => project.category === category);

  return (
    <Box>
      <CategoryChips value={category} onChange={setCategory} />
      {shown.length > 0 ? (
        <SimpleGrid as="ul" aria-label="Projects" listStyleType="none" columns={GALLERY_COLUMNS} gap="8">
          {shown.map((project, index) => (
            <Box as="li" key={project.id} {...belowTheFold(390, 415)}>
              <ProjectCard project={project} index={index} onOpen={viewer.openProject} />
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <Text textAlign="center" color="fg.muted" py="16">
          No projects in this category yet. Check back soon.
        </Text>
      )}
      <ProjectModal viewer={viewer} />
    </Box>
  );
}
