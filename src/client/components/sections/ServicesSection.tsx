import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { SectionIcon } from '../SectionIcon';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import type { SectionProps } from './types';

export function ServicesSection({ section, meta }: SectionProps<'services'>) {
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <Box p={{ base: '6', md: '10' }} borderWidth="1px" borderRadius="xl" boxShadow="sm">
        <Flex gap="3" align="center" mb="2" color="brand.accent">
          <SectionIcon name={meta.icon ?? 'hammer'} size={28} />
          <Heading as="h2" size="xl" color="fg">
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
    </Container>
  );
}
