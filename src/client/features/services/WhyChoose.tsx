import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Clock, Hammer, type LucideIcon, ShieldCheck, Trophy } from 'lucide-react';
import { useMessages } from '../../i18n/useMessages';

/** The icon of each reason, by position; the words are the catalog's (services.reasons). */
const REASON_ICONS: readonly LucideIcon[] = [Hammer, Clock, Trophy, ShieldCheck];

export function WhyChoose({ companyName }: { companyName: string }) {
  const m = useMessages().services;
  return (
    <Box as="section" aria-labelledby="why-choose-heading" bg="brand.muted" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
          <Heading id="why-choose-heading" as="h2" fontFamily="heading" size={{ base: '2xl', md: '4xl' }}>
            {m.whyChoose(companyName)}
          </Heading>
          <Box h="2px" w="16" bg="brand.accent" mx="auto" mt="5" />
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {m.reasons.map(({ title, description }, index) => {
            const Icon = REASON_ICONS[index % REASON_ICONS.length] ?? Hammer;
            return (
              <Box
                key={title}
                bg="bg"
                p="8"
                borderRadius="xl"
                boxShadow="sm"
                borderWidth="1px"
                borderColor="border.muted"
              >
                <Box
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="12"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  mb="5"
                >
                  <Icon size={22} aria-hidden="true" />
                </Box>
                <Heading as="h3" size="md" fontFamily="heading" mb="2">
                  {title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                  {description}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
