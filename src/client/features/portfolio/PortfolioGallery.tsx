import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { ALL_PROJECTS, LIMITS } from '../../../common/constants';
import { belowTheFold } from '../../components/belowTheFold';
import { trpc } from '../../trpc';
import { CategoryChips, type FilterCategory } from './CategoryChips';
import { ProjectCard, ProjectCardSkeleton } from './ProjectCard';
import { ProjectModal } from './ProjectModal';
import { useProjectViewer } from './useProjectViewer';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** Project cards with optional category chips; a card opens the project in a full-screen dialog. */
export function PortfolioGallery({ showFilters = true, limit }: { showFilters?: boolean; limit?: number }) {
  const [category, setCategory] = useState<FilterCategory>(ALL_PROJECTS);
  // Always stale, and refreshed when the visitor comes back to the tab (docs/product.md, Behaviour rules).
  const projects = trpc.public.portfolio.byCategory.useQuery(
    { category: showFilters ? category : ALL_PROJECTS },
    { staleTime: 0, refetchOnWindowFocus: true },
  );
  const viewer = useProjectViewer();
  const shown = limit === undefined ? projects.data : projects.data?.slice(0, limit);

  return (
    <Box>
      {showFilters && <CategoryChips value={category} onChange={setCategory} />}
      {shown ? (
        shown.length > 0 ? (
          <SimpleGrid as="ul" aria-label="Projects" listStyleType="none" columns={GRID_COLUMNS} gap="8">
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
        )
      ) : projects.isError ? (
        <Text textAlign="center" color="fg.muted" py="16">
          Our projects could not be loaded right now. Please try again in a moment.
        </Text>
      ) : (
        <SimpleGrid columns={GRID_COLUMNS} gap="8" aria-busy="true">
          <VisuallyHidden>Loading projects</VisuallyHidden>
          {Array.from({ length: LIMITS.portfolioSkeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <ProjectCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      )}
      <ProjectModal viewer={viewer} />
    </Box>
  );
}
