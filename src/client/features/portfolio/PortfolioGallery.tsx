import { SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { LIMITS } from '../../../common/constants';
import { PORTFOLIO_ALL_INPUT } from '../../../common/routes';
import { Island } from '../../islands/Island';
import { trpc } from '../../trpc';
import { GALLERY_COLUMNS } from './galleryColumns';
import { ProjectCardSkeleton } from './ProjectCard';

/**
 * The portfolio's projects, read by the server render: the gallery island with them, or what a visitor sees
 * when the read failed (the page is then rendered again on the next load).
 */
export function PortfolioGallery() {
  const projects = trpc.public.portfolio.byCategory.useQuery(PORTFOLIO_ALL_INPUT);
  if (projects.data) return <Island name="gallery" props={{ projects: projects.data }} />;
  if (projects.isError)
    return (
      <Text textAlign="center" color="fg.muted" py="16">
        Our projects could not be loaded right now. Please try again in a moment.
      </Text>
    );
  return (
    <SimpleGrid columns={GALLERY_COLUMNS} gap="8" aria-busy="true">
      <VisuallyHidden>Loading projects</VisuallyHidden>
      {Array.from({ length: LIMITS.portfolioSkeletons }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <ProjectCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
