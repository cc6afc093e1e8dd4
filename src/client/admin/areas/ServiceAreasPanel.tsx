import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { AREA_MIN_PROJECTS } from '../../../common/areas';
import { areaPagePath } from '../../../common/routes';
import type { AdminArea } from '../../../common/schemas/areas';
import { trpc } from '../../trpc';
import { LoadError } from '../shared/TabParts';
import { AreaTextForm } from './AreaTextForm';

/** What a city lacks before it has its page, or that it has one. */
function status(area: AdminArea) {
  if (area.hasPage) return { label: 'Page published', palette: 'green' };
  if (area.projectCount < AREA_MIN_PROJECTS)
    return { label: `${area.projectCount} of ${AREA_MIN_PROJECTS} projects`, palette: 'gray' };
  return { label: 'Needs its local text', palette: 'orange' };
}

/**
 * Service areas (Portfolio tab): every city of the projects. A city with two projects and the owner's
 * local text has its page /areas/<city>; the others are lines of the About page's "areas we serve".
 */
export function ServiceAreasPanel() {
  const areas = trpc.admin.areas.list.useQuery();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Box as="section" aria-labelledby="service-areas-title" mt="12">
      <Heading as="h2" id="service-areas-title" size="xl" fontFamily="heading">
        Service areas
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="5" maxW="3xl">
        A city gets its own page when {AREA_MIN_PROJECTS} or more projects are there (their Location) and you
        have written its local text. Write what is true of that city only: a text that repeats another city's
        sentences is refused, as search engines punish copied city pages. Other cities show as lines on the
        About page.
      </Text>
      {areas.isError && <LoadError what="the service areas" onRetry={() => void areas.refetch()} />}
      <Stack gap="3" as="ul" listStyleType="none" aria-label="Cities of the projects">
        {areas.data?.map((area) => {
          const { label, palette } = status(area);
          return (
            <Box
              as="li"
              key={area.slug}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="lg"
              p="4"
              bg="bg"
            >
              <Flex gap="3" align="center" wrap="wrap">
                <MapPin size={16} aria-hidden="true" />
                <Text fontWeight="semibold">{area.city}</Text>
                <Badge colorPalette={palette} variant="subtle">
                  {label}
                </Badge>
                {area.hasPage && (
                  <Link href={areaPagePath(area.slug)} target="_blank" fontSize="sm" color="fg.muted">
                    {areaPagePath(area.slug)}
                  </Link>
                )}
                <Box flex="1" />
                {editing !== area.slug && area.projectCount > 0 && (
                  <Button size="sm" variant="outline" onClick={() => setEditing(area.slug)}>
                    {area.jurisdiction ? 'Edit local text' : 'Write local text'}
                  </Button>
                )}
              </Flex>
              {editing === area.slug && (
                <Box mt="4">
                  <AreaTextForm area={area} onDone={() => setEditing(null)} />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
