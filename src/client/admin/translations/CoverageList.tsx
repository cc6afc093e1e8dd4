import { Box, Button, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { TRANSLATION_TEXTS } from '../../../common/messages';
import type { Ledger } from '../../../common/schemas/translation';

/**
 * How much of each page is in Spanish ("Home: 42 of 44 texts in Spanish, 2 out of date"); choosing a page lists
 * only its texts, choosing it again lists every page's.
 */
export function CoverageList({
  coverage,
  page,
  onPage,
}: {
  coverage: Ledger['coverage'];
  page: string | null;
  onPage: (page: string | null) => void;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap={{ base: '2', md: '3' }} mb="6">
      {coverage.map((line) => {
        const chosen = page === line.page;
        return (
          <Box as="li" key={line.page}>
            <Button
              variant="outline"
              bg={chosen ? 'brand.subtle' : 'bg'}
              h="auto"
              w="full"
              py={{ base: '2', md: '3' }}
              px={{ base: '3', md: '4' }}
              display="block"
              textAlign="start"
              whiteSpace="normal"
              aria-pressed={chosen}
              data-testid="coverage"
              onClick={() => onPage(chosen ? null : line.page)}
            >
              <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} lineClamp={2}>
                {line.page}
              </Text>
              <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" fontWeight="normal">
                {TRANSLATION_TEXTS.coverage(line.translated, line.total)}
                {line.stale > 0 && (
                  <Text as="span" color="fg.warning">
                    {`, ${TRANSLATION_TEXTS.outOfDate(line.stale)}`}
                  </Text>
                )}
              </Text>
              <Progress.Root
                value={line.total ? Math.round(((line.translated - line.stale) / line.total) * 100) : 100}
                size="xs"
                mt="2"
                aria-hidden="true"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Button>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
