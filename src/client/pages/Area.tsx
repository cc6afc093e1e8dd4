import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { routeOfPath } from '../../common/routing/resolve';
import { AS_LINK } from '../components/asLink';
import { PageHeading } from '../components/PageHeading';
import { PageMeta } from '../components/PageMeta';
import { AreaProjectCard } from '../features/areas/AreaProjectCard';
import { usePathTo } from '../i18n/sitePaths';
import { useMessages } from '../i18n/useMessages';
import { coverAlt } from '../seo/shareImage';
import { trpc } from '../trpc';
import { NotFoundPage } from './NotFound';

/**
 * A city's service-area page, /areas/<slug>: the owner's own words on the place (who rules there,
 * permits, the usual work) and the company's projects in it. Only a city with two projects and that text has
 * one; any other address under /areas is the 404 page (the server answers it with status 404).
 */
export function AreaPage() {
  const slug = routeOfPath(useLocation().pathname)?.slug ?? '';
  const { data: area } = trpc.public.areas.page.useQuery({ slug });
  const m = useMessages().areas;
  const pathTo = usePathTo();
  if (!area) return <NotFoundPage />;
  const blocks = [
    { title: m.whoDecides(area.city), text: area.jurisdiction },
    { title: m.permits, text: area.permits },
    { title: m.typicalWork(area.city), text: area.typicalWork },
  ];
  return (
    <>
      <PageMeta
        title={m.metaTitle(area.city)}
        description={m.metaDescription(area.projects.length, area.city, area.jurisdiction).slice(0, 300)}
        image={area.projects[0]?.imageUrls[0]}
        imageAlt={area.projects[0] && coverAlt(area.projects[0])}
      />
      <Container maxW="3xl" pt={{ base: '28', md: '36' }} pb="10" textAlign="center">
        <PageHeading
          eyebrow={m.eyebrow}
          title={m.title(area.city)}
          description={m.intro(area.projects.length, area.city)}
        />
      </Container>
      <Container maxW="3xl" pb={{ base: '12', md: '16' }}>
        <Stack gap="10">
          {blocks.map((block) => (
            <Box as="section" key={block.title}>
              <Heading as="h2" fontFamily="heading" size="2xl" mb="3">
                {block.title}
              </Heading>
              <Text whiteSpace="pre-line" lineHeight="tall" color="fg.muted">
                {block.text}
              </Text>
            </Box>
          ))}
        </Stack>
      </Container>
      <Box as="section" aria-labelledby="area-projects" bg="brand.muted" py={{ base: '12', md: '16' }}>
        <Container maxW="7xl">
          <Heading as="h2" id="area-projects" fontFamily="heading" size="2xl" mb="8">
            {m.projectsTitle(area.city)}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="8">
            {area.projects.map((project, index) => (
              <li key={project.id}>
                <AreaProjectCard project={project} index={index} />
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="3xl" py={{ base: '12', md: '16' }} textAlign="center">
        <Button {...AS_LINK} size="lg" bg="brand.solid" color="brand.contrast">
          <a href={pathTo('contact')}>{m.talk(area.city)}</a>
        </Button>
      </Container>
    </>
  );
}
