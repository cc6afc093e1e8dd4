import { Box, Container, Flex, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { areaSlug } from '../../../common/areas';
import { areaPagePath } from '../../../common/routes';
import { servedCounties } from '../../../common/settings';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { trpc } from '../../trpc';
import { ServiceAreaMapFrame } from '../contact/ServiceAreaMapFrame';
import { SectionIntro } from '../home/SectionIntro';

/**
 * The "areas we serve" section: every city of the business profile's service area as a line, and those with a
 * page of their own (two projects there and the owner's local text) as links to it.
 */
export function ServiceArea() {
  const { setting } = useSettings();
  const m = useMessages();
  const language = useLanguage();
  const { data: areas = [] } = trpc.public.areas.list.useQuery();
  const withPage = new Map(areas.filter((area) => area.hasPage).map((area) => [area.slug, area]));
  const counties = servedCounties(setting('contact_service_areas'));
  const listed = new Set(counties.flatMap(({ cities }) => cities.map(areaSlug)));
  const unlisted = [...withPage.values()].filter((area) => !listed.has(area.slug));
  const cityLine = (city: string) => {
    const page = withPage.get(areaSlug(city));
    return page ? (
      <Link
        href={areaPagePath(page.slug, language)}
        color="fg"
        textDecoration="underline"
        textUnderlineOffset="3px"
      >
        {city}
      </Link>
    ) : (
      <Text as="span">{city}</Text>
    );
  };
  return (
    <Box
      as="section"
      aria-labelledby="service-area-title"
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(1024, 676, [1062, 1232])}
    >
      <Container maxW="7xl">
        <SectionIntro
          id="service-area-title"
          eyebrow={m.about.areaEyebrow}
          title={setting('about_service_area_title')}
          description={setting('about_service_area_description')}
        />
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '10', lg: '12' }} mt={{ base: '10', md: '14' }}>
          <Box
            gridColumn={{ lg: 'span 3' }}
            borderRadius="2xl"
            overflow="hidden"
            boxShadow="md"
            borderWidth="1px"
            borderColor="border.muted"
            bg="bg.muted"
            aspectRatio={{ base: '4 / 3', lg: 'auto' }}
            minH={{ lg: '96' }}
            position="relative"
          >
            {/* Seen until (or unless) the map draws over it, e.g. when Google is unreachable. */}
            <Flex
              aria-hidden="true"
              position="absolute"
              inset="0"
              direction="column"
              align="center"
              justify="center"
              gap="3"
              color="fg.muted"
            >
              <MapPin size={32} />
              <Text fontFamily="heading" fontSize="lg">
                {m.common.serviceRegion}
              </Text>
            </Flex>
            <ServiceAreaMapFrame />
          </Box>
          <SimpleGrid gridColumn={{ lg: 'span 2' }} columns={{ base: 1, sm: 2, lg: 1 }} gap="6">
            {counties.map(({ county, cities }) => (
              <Box
                key={county}
                bg="bg"
                borderRadius="xl"
                borderWidth="1px"
                borderColor="border.muted"
                boxShadow="sm"
                p={{ base: '6', md: '7' }}
              >
                <Heading as="h3" fontFamily="heading" fontWeight="semibold" fontSize="xl" mb="4">
                  {county}
                </Heading>
                <SimpleGrid
                  as="ul"
                  aria-label={m.about.citiesIn(county)}
                  columns={2}
                  gapY="3"
                  gapX="4"
                  listStyleType="none"
                >
                  {cities.map((city) => (
                    <Flex as="li" key={city} align="center" gap="2" fontSize="sm">
                      <Box as="span" color="fg.muted" flexShrink={0} aria-hidden="true">
                        <MapPin size={14} />
                      </Box>
                      {cityLine(city)}
                    </Flex>
                  ))}
                </SimpleGrid>
              </Box>
            ))}
            {unlisted.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {m.about.alsoServed}{' '}
                {unlisted.map((area, index) => (
                  <span key={area.slug}>
                    {index > 0 && ', '}
                    {cityLine(area.city)}
                  </span>
                ))}
              </Text>
            )}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
