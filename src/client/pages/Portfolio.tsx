import { Box, Container } from '@chakra-ui/react';
import { ALL_PROJECTS } from '../../common/constants';
import { PageHeading } from '../components/PageHeading';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { PortfolioGallery } from '../features/portfolio/PortfolioGallery';
import { useSettings } from '../hooks/useSettings';
import { trpc } from '../trpc';

export function PortfolioPage() {
  const { setting } = useSettings();
  const title = setting('portfolio_title');
  const description = setting('portfolio_description');
  // The newest project's cover is the share image; read from the cache the gallery fills (no second request).
  const cover = trpc.useUtils().public.portfolio.byCategory.getData({ category: ALL_PROJECTS })?.[0]
    ?.imageUrls[0];
  return (
    <>
      <PageMeta title={title} description={description} image={cover} />
      <Container maxW="7xl" pt={{ base: '12', md: '20' }} pb={{ base: '16', md: '24' }}>
        <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <PageHeading eyebrow="Selected Work" title={title} description={description} />
        </Box>
        <PortfolioGallery />
      </Container>
      <PageSections pageId="portfolio" />
    </>
  );
}
