import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { SafeHtml } from './SafeHtml';
import type { SectionProps } from './types';

/** A checklist is the content's list items, each drawn with a check mark. */
export function ChecklistSection({ section }: SectionProps) {
  return (
    <Container maxW="4xl" py={{ base: '12', md: '16' }}>
      <Box p={{ base: '6', md: '10' }} borderRadius="xl" bg="brand.muted">
        <Heading as="h2" size="xl" mb="2">
          {section.title}
        </Heading>
        {section.subtitle && (
          <Text color="fg.muted" mb="4">
            {section.subtitle}
          </Text>
        )}
        <SafeHtml
          html={section.content}
          css={{
            '& ul': { listStyle: 'none', pl: '0' },
            '& li': { position: 'relative', pl: '8', mb: '3' },
            '& li::before': {
              content: '"✓"',
              position: 'absolute',
              left: '0',
              color: 'brand.accent',
              fontWeight: 'bold',
            },
          }}
        />
      </Box>
    </Container>
  );
}
