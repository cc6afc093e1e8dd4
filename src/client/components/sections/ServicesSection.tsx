import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { SectionIcon } from '../SectionIcon';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import { SectionFrame } from './SectionFrame';
import type { SectionProps } from './types';

export function ServicesSection({ section, meta }: SectionProps<'services'>) {
  return (
    <SectionFrame>
      <Box
        p={{ base: '6', md: '10' }}
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        bg="bg"
        boxShadow="sm"
      >
        <Flex gap="3" align="center" mb="2" color="brand.accent">
          <SectionIcon name={meta.icon ?? 'hammer'} size={28} />
          <Heading
            as="h2"
            fontFamily="heading"
            fontWeight="semibold"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="fg"
          >
            {section.title}
          </Heading>
        </Flex>
        {section.subtitle && (
          <Text color="fg.muted" mb="3">
            {section.subtitle}
          </Text>
        )}
        <SafeHtml html={section.content} color="fg.muted" />
        <SectionButton section={section} />
      </Box>
    </SectionFrame>
  );
}
