import { Box, Container, Heading, Text } from '@chakra-ui/react';
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
          <Text
            fontSize="sm"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="widest"
            color="fg.muted"
            mb="3"
          >
            Selected Work
          </Text>
          <Heading as="h1" fontFamily="heading" size={{ base: '4xl', md: '5xl' }} lineHeight="shorter" mb="4">
            {title}
          </Heading>
          <Box h="2px" w="16" bg="brand.accent" mx="auto" mb="5" />
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
            {description}
          </Text>
        </Box>
        <PortfolioGallery showFilters />
      </Container>
      <PageSections pageId="portfolio" />
    </>
  );
}
