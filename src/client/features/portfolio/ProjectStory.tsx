import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The side column of a project, in its quick view (ProjectDetailsDialog) and on its page (ProjectArticle): the
 * owner's story of the job, then the invitation to start a similar one with the actions each place offers.
 */
export function ProjectStory({
  description,
  headingAs,
  actions,
}: {
  description: string;
  /** h3 inside the portfolio's dialog (under the project's h2), h2 on the project's own page. */
  headingAs: 'h2' | 'h3';
  actions: ReactNode;
}) {
  return (
    <>
      <Box>
        <Heading as={headingAs} size="lg" fontFamily="heading" mb="3">
          About This Project
        </Heading>
        <Box h="2px" w="12" bg="brand.accent" mb="4" />
        <Text color="fg.muted" lineHeight="tall" whiteSpace="pre-line" overflowWrap="anywhere">
          {description}
        </Text>
      </Box>
      <Box p="6" borderRadius="xl" bg="brand.muted">
        <Text fontWeight="semibold" mb="1">
          Planning something similar?
        </Text>
        <Text color="fg.muted" fontSize="sm" mb="4">
          Tell us about your project and we will schedule a free consultation.
        </Text>
        {actions}
      </Box>
    </>
  );
}
