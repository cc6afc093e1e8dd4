import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SafeImage } from '../../components/SafeImage';
import { useSettings } from '../../hooks/useSettings';
import { useMessages } from '../../i18n/useMessages';
import { SectionIntro } from '../home/SectionIntro';

/**
 * Two of five columns (4rem gaps) of the 6xl container from md; on phones at most 24rem, and 1.5rem
 * narrower than the container for the gold frame.
 */
const FOUNDER_IMAGE_SIZES =
  '(min-width: 1152px) 397px, (min-width: 1024px) calc(40vw - 64px), ' +
  '(min-width: 768px) calc(40vw - 58px), (min-width: 440px) 384px, calc(100vw - 56px)';

export function FounderStory() {
  const { setting } = useSettings();
  const m = useMessages().about;
  const name = setting('founder_name');
  return (
    <Box as="section" aria-labelledby="founder-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '10', md: '16' }} alignItems="center">
          <Box
            gridColumn={{ md: 'span 2' }}
            position="relative"
            // Phones keep room for the offset gold frame, which would otherwise touch the screen edge.
            maxW={{ base: 'min(24rem, calc(100% - 1.5rem))', md: 'none' }}
            mx="auto"
            w="full"
          >
            <Box
              aria-hidden="true"
              position="absolute"
              top={{ base: '3', md: '4' }}
              left={{ base: '3', md: '4' }}
              right={{ base: '-3', md: '-4' }}
              bottom={{ base: '-3', md: '-4' }}
              borderWidth="2px"
              borderColor="brand.accent"
              borderRadius="2xl"
            />
            <SafeImage
              position="relative"
              src={setting('about_founder_image')}
              alt={m.founderPhoto(name, setting('company_name'))}
              w="full"
              h="auto"
              aspectRatio="4 / 5"
              objectFit="cover"
              htmlWidth={800}
              htmlHeight={1000}
              loading="lazy"
              sizes={FOUNDER_IMAGE_SIZES}
              borderRadius="2xl"
              boxShadow="xl"
            />
          </Box>
          <Stack gridColumn={{ md: 'span 3' }} gap="6">
            <SectionIntro id="founder-title" eyebrow={m.founderEyebrow} title={name} align="start" />
            <Text fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" mt="-3">
              {m.founderRole}
            </Text>
            <Text color="fg.muted" lineHeight="tall" fontSize={{ md: 'lg' }}>
              {setting('about_founder_bio_1')}
            </Text>
            <Text color="fg.muted" lineHeight="tall" fontSize={{ md: 'lg' }}>
              {setting('about_founder_bio_2')}
            </Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
