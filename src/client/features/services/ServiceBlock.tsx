import { Box, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import type { SERVICE_NAMES } from '../../../common/constants';
import { splitList } from '../../../common/settings';
import { SafeImage } from '../../components/SafeImage';
import { useMessages } from '../../i18n/useMessages';

/** Half of the 7xl container from md (gaps 3rem, then 4rem from lg); the full width on phones. */
const SERVICE_IMAGE_SIZES =
  '(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 64px), ' +
  '(min-width: 768px) calc(50vw - 48px), calc(100vw - 32px)';

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** One service: photo and copy side by side, the photo switching sides from one block to the next. */
export function ServiceBlock({
  name,
  index,
  setting,
}: {
  name: ServiceName;
  index: number;
  setting: (key: string) => string;
}) {
  const m = useMessages().services;
  const title = setting(`service_${name}_title`);
  const features = splitList(setting(`service_${name}_features`));
  const imageFirst = index % 2 === 0;
  const headingId = `service-${name}`;
  return (
    <Box as="article" aria-labelledby={headingId} data-testid={`service-${name}`}>
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap={{ base: '8', md: '12', lg: '16' }}
        alignItems="center"
      >
        <Box order={{ base: 0, md: imageFirst ? 0 : 1 }}>
          <SafeImage
            src={setting(`service_${name}_image`)}
            alt={title}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            sizes={SERVICE_IMAGE_SIZES}
            w="full"
            aspectRatio="4/3"
            objectFit="cover"
            borderRadius="2xl"
            boxShadow="lg"
          />
        </Box>
        <Stack gap="5">
          <Text fontFamily="heading" fontSize="lg" color="fg.muted" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </Text>
          <Heading id={headingId} as="h2" fontFamily="heading" size={{ base: '2xl', md: '3xl' }} mt="-3">
            {title}
          </Heading>
          <Box h="2px" w="12" bg="brand.accent" />
          <Text color="fg.muted" lineHeight="tall">
            {setting(`service_${name}_description`)}
          </Text>
          {features.length > 0 && (
            <Box>
              <Heading as="h3" size="sm" textTransform="uppercase" letterSpacing="wider" mb="3">
                {m.included}
              </Heading>
              <List.Root
                variant="plain"
                display="grid"
                gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
                gap="2.5"
                columnGap="6"
              >
                {features.map((feature) => (
                  <List.Item key={feature} alignItems="flex-start" fontSize="sm">
                    <List.Indicator asChild color="brand.solid" mt="0.5">
                      <CircleCheck size={16} aria-hidden="true" />
                    </List.Indicator>
                    {feature}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}
        </Stack>
      </Grid>
    </Box>
  );
}
