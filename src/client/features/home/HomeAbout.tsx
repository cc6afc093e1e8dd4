import { Box, Button, Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type LucideIcon, MapPin, ShieldCheck, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { SafeImage } from '../../components/SafeImage';
import { useSettings } from '../../hooks/useSettings';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { SectionIntro } from './SectionIntro';

/** Half of the 7xl container from lg (5rem gap); its full width below. */
const ABOUT_IMAGE_SIZES =
  '(min-width: 1280px) 568px, (min-width: 1024px) calc(50vw - 72px), ' +
  '(min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

function FactLine({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <Flex as="li" gap="3" align="flex-start">
      <Flex
        flexShrink={0}
        align="center"
        justify="center"
        boxSize="9"
        borderRadius="full"
        bg="brand.muted"
        color="fg"
        aria-hidden="true"
      >
        <Icon size={18} />
      </Flex>
      <Text pt="1.5" fontSize="sm" fontWeight="medium" color="fg">
        {children}
      </Text>
    </Flex>
  );
}

export function HomeAbout() {
  const { setting } = useSettings();
  const m = useMessages().home;
  const pathTo = usePathTo();
  return (
    <Box
      as="section"
      aria-labelledby="home-about-title"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(1172, 670, [1195, 1298], [743, 670])}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '14', lg: '20' }} alignItems="center">
          <Box position="relative" mb={{ base: '6', lg: '0' }}>
            <SafeImage
              src={setting('homepage_about_image')}
              alt={setting('homepage_about_image_alt')}
              w="full"
              h="auto"
              aspectRatio="4 / 3"
              objectFit="cover"
              htmlWidth={1200}
              htmlHeight={900}
              loading="lazy"
              sizes={ABOUT_IMAGE_SIZES}
              borderRadius="2xl"
              boxShadow="xl"
            />
            <Box
              data-testid="experience-badge"
              position="absolute"
              bottom={{ base: '-6', md: '-8' }}
              right={{ base: '4', md: '-6' }}
              bg="brand.accent"
              color="black"
              px={{ base: '5', md: '7' }}
              py={{ base: '4', md: '5' }}
              borderRadius="xl"
              boxShadow="xl"
              textAlign="center"
            >
              <Text as="span" display="block" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }}>
                {setting('about_years_experience')}
              </Text>{' '}
              <Text as="span" display="block" fontSize="xs" fontWeight="semibold" textTransform="uppercase">
                {m.yearsExperience}
              </Text>
            </Box>
          </Box>
          <Stack gap="6">
            <SectionIntro
              id="home-about-title"
              eyebrow={m.aboutEyebrow}
              title={setting('homepage_about_title')}
              align="start"
            />
            <Text color="fg.muted" lineHeight="tall">
              {setting('homepage_about_description_1')}
            </Text>
            <Text color="fg.muted" lineHeight="tall">
              {setting('homepage_about_description_2')}
            </Text>
            <Stack as="ul" gap="4" listStyleType="none" data-testid="about-facts">
              <FactLine icon={MapPin}>{setting('service_areas')}</FactLine>
              <FactLine icon={ShieldCheck}>{setting('homepage_credentials')}</FactLine>
              <FactLine icon={Users}>{setting('homepage_management')}</FactLine>
            </Stack>
            <Box>
              <Button {...AS_LINK} variant="outline" size="lg" borderColor="fg" color="fg">
                <RouterLink to={pathTo('about')}>{m.learnMore}</RouterLink>
              </Button>
            </Box>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
