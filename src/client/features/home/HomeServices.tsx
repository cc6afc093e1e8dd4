import { Box, Button, Container, Flex, SimpleGrid } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICE_NAMES } from '../../../common/constants';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { SectionIntro } from './SectionIntro';
import { ServiceCard } from './ServiceCard';

export function HomeServices() {
  const { setting } = useSettings();
  const m = useMessages().home;
  const pathTo = usePathTo();
  return (
    <Box
      as="section"
      aria-labelledby="home-services-title"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(3131, 1680, [1844, 1702], [1693, 1680])}
    >
      <Container maxW="7xl">
        <SectionIntro
          id="home-services-title"
          eyebrow={m.servicesEyebrow}
          title={setting('homepage_services_title')}
          description={setting('homepage_services_description')}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" mt={{ base: '10', md: '14' }}>
          {SERVICE_NAMES.map((name, index) => (
            <ServiceCard
              key={name}
              index={index}
              title={setting(`service_${name}_title`)}
              description={setting(`service_${name}_description`)}
              image={setting(`service_${name}_image`)}
              features={setting(`service_${name}_features`)}
            />
          ))}
        </SimpleGrid>
        <Flex justify="center" mt={{ base: '10', md: '14' }}>
          <Button {...AS_LINK} size="lg" variant="outline" borderColor="fg" color="fg">
            <RouterLink to={pathTo('services')}>
              {m.exploreServices} <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
