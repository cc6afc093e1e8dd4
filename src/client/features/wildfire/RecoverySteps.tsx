import { Box, Container, Flex, Heading, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { CircleCheck, Clock } from 'lucide-react';
import { useId } from 'react';
import { belowTheFold } from '../../components/belowTheFold';
import { useMessages } from '../../i18n/useMessages';
import type { RecoveryStep } from './content';
import { SectionHeader } from './SectionHeader';

interface Props {
  communityName: string;
  steps: RecoveryStep[];
}

export function RecoverySteps({ communityName, steps }: Props) {
  const m = useMessages().wildfire;
  const headingId = useId();
  return (
    <Container
      as="section"
      aria-labelledby={headingId}
      maxW="6xl"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(2130, 980, [1205, 1036], [1036, 978])}
    >
      <SectionHeader
        id={headingId}
        eyebrow={m.stepsEyebrow}
        title={m.stepsTitle}
        description={m.stepsText(communityName)}
      />
      <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '6' }} listStyleType="none">
        {steps.map((step) => (
          <Box
            as="li"
            key={step.n}
            data-testid="recovery-step"
            p={{ base: '6', md: '8' }}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            bg="bg"
            boxShadow="0 1px 2px rgba(0,0,0,0.04)"
            transition="box-shadow 0.2s, transform 0.2s"
            _hover={{ boxShadow: '0 12px 32px rgba(0,0,0,0.08)', transform: 'translateY(-2px)' }}
            _dark={{ bg: '#111113' }}
          >
            <Flex justify="space-between" align="center" mb="5" gap="4">
              <Text
                fontFamily="heading"
                fontSize="4xl"
                lineHeight="1"
                color="brand.accentText"
                aria-hidden="true"
              >
                {String(step.n).padStart(2, '0')}
              </Text>
              <HStack
                gap="1.5"
                px="3"
                py="1"
                borderRadius="full"
                bg="brand.muted"
                fontSize="sm"
                fontWeight="medium"
              >
                <Clock size={14} aria-hidden="true" />
                <Text as="span" data-testid="step-timeline">
                  {step.timeline}
                </Text>
              </HStack>
            </Flex>
            <Heading as="h3" fontSize="xl" fontWeight="semibold" mb="2">
              <Box as="span" srOnly>
                {m.step(step.n)}
              </Box>
              {step.title}
            </Heading>
            <Text color="fg.muted" lineHeight="tall" mb="5">
              {step.description}
            </Text>
            <List.Root gap="2.5" variant="plain">
              {step.details.map((detail) => (
                <List.Item key={detail} alignItems="flex-start" fontSize="sm">
                  <List.Indicator asChild color="brand.accentText" mt="0.5">
                    <CircleCheck size={16} aria-hidden="true" />
                  </List.Indicator>
                  {detail}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
