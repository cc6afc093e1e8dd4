import { Box, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { type LucideIcon, ShieldCheck, Siren, Trees } from 'lucide-react';
import { useId } from 'react';
import { belowTheFold } from '../../components/belowTheFold';
import { useMessages } from '../../i18n/useMessages';
import type { RecoveryService } from './content';
import { SectionHeader } from './SectionHeader';

/** Fire-resistant construction, defensible space design, emergency response: the registry's three, in order. */
const SERVICE_ICONS: readonly LucideIcon[] = [ShieldCheck, Trees, Siren];

interface Props {
  services: RecoveryService[];
}

export function RecoveryServices({ services }: Props) {
  const m = useMessages().wildfire;
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(1120, 500, [657, 540], [566, 497])}
    >
      <Container maxW="6xl">
        <SectionHeader
          id={headingId}
          eyebrow={m.servicesEyebrow}
          title={m.servicesTitle}
          description={m.servicesText}
          align="center"
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
          {services.map((service) => {
            const Icon = SERVICE_ICONS[service.n - 1] ?? ShieldCheck;
            return (
              <Box
                key={service.n}
                data-testid="recovery-service"
                p={{ base: '6', md: '8' }}
                bg="bg"
                borderRadius="xl"
                boxShadow="0 1px 3px rgba(0,0,0,0.06)"
                _dark={{ bg: '#0b0b0c', borderWidth: '1px', borderColor: 'whiteAlpha.100' }}
              >
                <Flex
                  align="center"
                  justify="center"
                  boxSize="12"
                  borderRadius="lg"
                  bg="brand.solid"
                  color="brand.contrast"
                  mb="5"
                >
                  <Icon size={22} aria-hidden="true" />
                </Flex>
                <Heading as="h3" fontSize="xl" fontWeight="semibold" mb="2">
                  {service.title}
                </Heading>
                <Text color="fg.muted" lineHeight="tall">
                  {service.description}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
