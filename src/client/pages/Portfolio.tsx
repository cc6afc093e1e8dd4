import { Box, Container } from '@chakra-ui/react';
import { PageHeading } from '../components/PageHeading';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { PortfolioGallery } from '../features/portfolio/PortfolioGallery';
import { useSettings } from '../hooks/useSettings';

export function PortfolioPage() {
  const { setting } = useSettings();
  const title = setting('portfolio_title');
  const description = setting('portfolio_description');
  return (
    <>
      <PageMeta title={title} description={description} />
      <Container maxW="7xl" pt={{ base: '12', md: '20' }} pb={{ base: '16', md: '24' }}>
        <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <PageHeading eyebrow="Selected Work" title={title} description={description} />
        </Box>
        <PortfolioGallery showFilters />
      </Container>
      <PageSections pageId="portfolio" />
    </>
  );
}
