import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';

/**
 * The side column of a project, in its quick view (ProjectDetailsDialog) and on its page (ProjectArticle): the
 * owner's story of the job, then the invitation to start a similar one with the actions each place offers.
 */
export function ProjectStory({
  description,
  lang,
  headingAs,
  actions,
}: {
  description: string;
  /** The description's language when it is not the page's (the owner's untranslated English). */
  lang: string | undefined;
  /** h3 inside the portfolio's dialog (under the project's h2), h2 on the project's own page. */
  headingAs: 'h2' | 'h3';
  actions: ReactNode;
}) {
  const m = useMessages().project;
  return (
    <>
      <Box>
        <Heading as={headingAs} size="lg" fontFamily="heading" mb="3">
          {m.aboutTitle}
        </Heading>
        <Box h="2px" w="12" bg="brand.accent" mb="4" />
        <Text color="fg.muted" lineHeight="tall" whiteSpace="pre-line" overflowWrap="anywhere" lang={lang}>
          {description}
        </Text>
      </Box>
      <Box p="6" borderRadius="xl" bg="brand.muted">
        <Text fontWeight="semibold" mb="1">
          {m.similarTitle}
        </Text>
        <Text color="fg.muted" fontSize="sm" mb="4">
          {m.similarText}
        </Text>
        {actions}
      </Box>
    </>
  );
}
