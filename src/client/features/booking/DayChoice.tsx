import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { formatDayShort } from '../../../common/i18n/format';
import { useLanguage } from '../../i18n/language';
import { bookingPagePath } from './bookingLinks';
import { ChoiceLink } from './ChoiceLink';
import { useBookingTexts } from './useBookingTexts';

interface DayChoiceProps {
  kind: ConsultationKind;
  days: readonly string[];
  chosen: string;
  timeZone: string;
  /** Where a day leads: by default the booking page with the kind and that day chosen. */
  hrefOf?: (day: string) => string;
}

/** The days with a free time, each a link to the page with it chosen. */
export function DayChoice({ kind, days, chosen, timeZone, hrefOf }: DayChoiceProps) {
  const texts = useBookingTexts();
  const language = useLanguage();
  return (
    <Box as="section" aria-labelledby="booking-day">
      <Heading as="h2" id="booking-day" size="lg" mb="4">
        {texts.dayStep}
      </Heading>
      <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
        {days.map((day) => {
          const current = day === chosen;
          return (
            <li key={day}>
              <ChoiceLink
                href={hrefOf ? hrefOf(day) : bookingPagePath(language, kind, day)}
                current={current}
                display="inline-block"
                px="3"
                py="2"
                minW="6.5rem"
                textAlign="center"
                borderWidth="1px"
                borderRadius="md"
                fontWeight={current ? 'semibold' : 'normal'}
              >
                {formatDayShort(new Date(`${day}T20:00:00Z`), language, timeZone)}
              </ChoiceLink>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}
