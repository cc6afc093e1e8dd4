import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Clock, Hammer, type LucideIcon, ShieldCheck, Trophy } from 'lucide-react';

const REASONS: ReadonlyArray<{ icon: LucideIcon; title: string; description: string }> = [
  {
    icon: Hammer,
    title: 'Expert Craftsmanship',
    description:
      'Seasoned carpenters and trusted specialty trades who sweat the details, from framing to final trim.',
  },
  {
    icon: Clock,
    title: 'On-Time Delivery',
    description:
      'Detailed schedules, weekly progress updates and proactive permitting keep your project moving.',
  },
  {
    icon: Trophy,
    title: 'Quality Guarantee',
    description: 'We stand behind our work with a written warranty and a walkthrough long after you move in.',
  },
  {
    icon: ShieldCheck,
    title: 'Licensed & Insured',
    description:
      'A licensed California general contractor, bonded and insured with $2M+ in coverage for your peace of mind.',
  },
];

export function WhyChoose({ companyName }: { companyName: string }) {
  return (
    <Box as="section" aria-labelledby="why-choose-heading" bg="brand.muted" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
          <Heading id="why-choose-heading" as="h2" fontFamily="heading" size={{ base: '2xl', md: '4xl' }}>
            Why Choose {companyName}
          </Heading>
          <Box h="2px" w="16" bg="brand.accent" mx="auto" mt="5" />
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {REASONS.map(({ icon: Icon, title, description }) => (
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
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
