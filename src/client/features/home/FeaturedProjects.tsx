import { Box, Button, Container, Flex, SimpleGrid } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LIMITS } from '../../../common/constants';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { trpc } from '../../trpc';
import { FeaturedProjectCard } from './FeaturedProjectCard';
import { SectionIntro } from './SectionIntro';

export function FeaturedProjects() {
  const { setting } = useSettings();
  const m = useMessages().home;
  const pathTo = usePathTo();
  const featured = trpc.public.portfolio.featured.useQuery();
  const projects = (featured.data ?? []).slice(0, LIMITS.homeFeaturedProjects);
  return (
    <Box
      as="section"
      aria-labelledby="home-projects-title"
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(2452, 1183, [1572, 1833], [1107, 1182])}
    >
      <Container maxW="7xl">
        <SectionIntro
          id="home-projects-title"
          eyebrow={m.portfolioEyebrow}
          title={setting('homepage_portfolio_title')}
          description={setting('homepage_portfolio_description')}
        />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8" mt={{ base: '10', md: '14' }}>
          {projects.map((project, index) => (
            <FeaturedProjectCard key={project.id} project={project} index={index} />
          ))}
        </SimpleGrid>
        <Flex justify="center" mt={{ base: '10', md: '14' }}>
          <Button {...AS_LINK} size="lg" bg="brand.solid" color="brand.contrast">
            <RouterLink to={pathTo('portfolio')}>
              {m.viewAllProjects} <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
