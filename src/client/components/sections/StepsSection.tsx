import { Box, Circle, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { SafeHtml } from './SafeHtml';
import { SectionFrame } from './SectionFrame';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

/** Steps from metadata `{"steps":[{title, description, timeline}]}`, else the HTML content. */
export function StepsSection({ section, meta }: SectionProps<'steps'>) {
  const steps = meta.steps ?? [];
  return (
    <SectionFrame>
      <SectionTitles section={section} />
      {steps.length > 0 ? (
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {steps.map((step, index) => (
            <Box
              as="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are numbered by their position.
              key={index}
              listStyleType="none"
              p={{ base: '6', md: '8' }}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="xl"
              bg="bg"
            >
              <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" mb="3">
                {index + 1}
              </Circle>
              <Heading as="h3" fontFamily="heading" fontWeight="semibold" fontSize="xl" mb="1">
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
        <SafeHtml html={section.content} color="fg.muted" maxW="3xl" mx="auto" />
      )}
    </SectionFrame>
  );
}
