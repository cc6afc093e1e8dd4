import { Box, Circle, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { SafeHtml } from './SafeHtml';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

/** Steps from metadata `{"steps":[{title, description, timeline}]}`, else the HTML content. */
export function StepsSection({ section, meta }: SectionProps<'steps'>) {
  const steps = meta.steps ?? [];
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <SectionTitles section={section} subtitleGap="8" />
      {steps.length > 0 ? (
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {steps.map((step, index) => (
            <Box
              as="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are numbered by their position.
              key={index}
              listStyleType="none"
              p="6"
              borderWidth="1px"
              borderRadius="lg"
            >
              <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" mb="3">
                {index + 1}
              </Circle>
              <Heading as="h3" size="md" mb="1">
                {step.title}
              </Heading>
              {step.timeline && (
                <Text fontSize="sm" color="brand.accentText" fontWeight="semibold" mb="2">
                  {step.timeline}
                </Text>
              )}
              <Text color="fg.muted" fontSize="sm">
                {step.description}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <SafeHtml html={section.content} color="fg.muted" />
      )}
    </Container>
  );
}
