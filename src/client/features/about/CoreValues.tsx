import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Award, Clock, Handshake, type LucideIcon, ShieldCheck } from 'lucide-react';
import { belowTheFold } from '../../components/belowTheFold';
import { cardHover, fadeUp } from '../home/motion';
import { SectionIntro } from '../home/SectionIntro';
import { IconDisc } from './IconDisc';

const VALUES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Award,
    title: 'Quality Excellence',
    description:
      'Premium materials, skilled trades and a detailed punch list on every job. We build to a standard we would ' +
      'accept in our own homes.',
  },
  {
    icon: Handshake,
    title: 'Client Partnership',
    description:
      'You work with one dedicated team from the first sketch to the final walkthrough, with weekly updates and ' +
      'decisions made together.',
  },
  {
    icon: Clock,
    title: 'Timely Delivery',
    description:
      'Realistic schedules, careful sequencing and early ordering of long-lead items keep your project moving ' +
      'and your move-in date in sight.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust & Integrity',
    description:
      'Transparent, itemized estimates and honest answers, even when the news is not what you hoped. No ' +
      'surprises on the final invoice.',
  },
];

export function CoreValues() {
  return (
    <Box
      as="section"
      aria-labelledby="values-title"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(1460, 660)}
    >
      <Container maxW="7xl">
        <SectionIntro
          id="values-title"
          eyebrow="What Guides Us"
          title="Our Core Values"
          description="Four commitments behind every home we build and every client relationship we keep."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" mt={{ base: '10', md: '14' }}>
          {VALUES.map(({ icon, title, description }, index) => (
            <Box
              key={title}
              as="article"
              data-testid="core-value"
              p="8"
              bg="bg"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="border.muted"
              boxShadow="sm"
              {...cardHover}
              {...fadeUp(index)}
            >
              <IconDisc icon={icon} />
              <Heading as="h3" fontFamily="heading" fontWeight="semibold" fontSize="xl" mt="6">
                {title}
              </Heading>
              <Text mt="3" color="fg.muted" lineHeight="tall" fontSize="sm">
                {description}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
