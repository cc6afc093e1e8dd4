import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { durationText } from '../../../common/leads';
import { monthName } from '../../../common/leads/figures';
import type { LeadSummary } from '../../../common/schemas/lead';

/** Months shown: a phone's screen holds two rows of three. */
const SHOWN = 6;

/**
 * How fast leads are answered: the median time from a request to its first Call, Text or E-mail, per month of
 * the site's calendar, newest first, with how many of the month's leads were answered.
 */
export function ResponseTimes({ summary }: { summary: LeadSummary }) {
  if (summary.months.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="response-times" mb="5" data-testid="response-times">
      <Heading as="h3" id="response-times" size="sm" mb="2">
        Median time to first contact
      </Heading>
      <SimpleGrid columns={{ base: 3, md: 6 }} gap="2">
        {summary.months.slice(0, SHOWN).map((month) => (
          <Box key={month.month} bg="bg" borderWidth="1px" borderRadius="md" p="2" textAlign="center">
            <Text fontSize="xs" color="fg.muted">
              {monthName(month.month, 'short')}
            </Text>
            <Text fontWeight="semibold" data-testid="median-time">
              {month.medianMinutes === null ? '—' : durationText(month.medianMinutes * 60_000)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {month.answered} of {month.leads} answered
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
