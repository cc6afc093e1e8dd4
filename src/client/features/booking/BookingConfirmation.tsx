import { Box, Button, Flex, Heading, List, Text } from '@chakra-ui/react';
import { googleCalendarLink, outlookCalendarLink } from '../../../common/booking/calendar';
import { type Business, consultationEntry } from '../../../common/booking/consultation-entry';
import { formatMeeting } from '../../../common/i18n/format';
import { BOOKING_CALENDAR_PATH, BOOKING_QUERY } from '../../../common/routing/booking-query';
import { pathOf } from '../../../common/routing/resolve';
import type { Confirmation } from '../../../common/schemas/booking';
import { AS_LINK } from '../../components/asLink';
import { useLanguage } from '../../i18n/language';
import { bookingPagePath } from './bookingLinks';
import { useBookingTexts } from './useBookingTexts';

interface BookingConfirmationProps {
  booking: Confirmation & { emailed: boolean; changeToken: string };
  receipt: string;
  business: Business;
}

/** The booking made: when, what to bring, and buttons that put it in the visitor's calendar. */
export function BookingConfirmation({ booking, receipt, business }: BookingConfirmationProps) {
  const texts = useBookingTexts();
  const language = useLanguage();
  const entry = consultationEntry(booking, business, texts);
  const minutes = Math.round((entry.endsAt.getTime() - entry.startsAt.getTime()) / 60_000);
  const calendarFile = `${BOOKING_CALENDAR_PATH}?${new URLSearchParams({ [BOOKING_QUERY.booked]: receipt, lang: language })}`;
  return (
    <Box as="section" aria-labelledby="booking-confirmed" role="status">
      <Heading as="h2" id="booking-confirmed" size="2xl" mb="3">
        {texts.confirmed.title}
      </Heading>
      <Text fontSize="xl" fontWeight="semibold" mb="1">
        {formatMeeting(entry.startsAt, language, booking.timeZone)}
      </Text>
      <Text color="fg.muted" mb="4">
        {texts.kinds[booking.kind].name} · {texts.minutes(minutes)} · {texts.timeZoneNote(booking.timeZone)}
      </Text>
      <Box mb="6">
        <Text mb="1">{texts.confirmed.with(booking.name)}</Text>
        {booking.emailed && <Text>{texts.confirmed.emailNote(booking.email)}</Text>}
      </Box>
      <Heading as="h3" size="md" mb="2">
        {texts.confirmed.prepareTitle}
      </Heading>
      <List.Root mb="6" ps="5">
        {texts.confirmed.prepare[booking.kind].map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
      <Heading as="h3" size="md" mb="3">
        {texts.confirmed.addToCalendar}
      </Heading>
      <Flex gap="3" wrap="wrap" mb="8">
        <Button {...AS_LINK} variant="outline">
          <a href={calendarFile} download="consultation.ics">
            {texts.confirmed.ics}
          </a>
        </Button>
        <Button {...AS_LINK} variant="outline">
          <a href={googleCalendarLink(entry)} rel="noopener noreferrer" target="_blank">
            {texts.confirmed.google}
          </a>
        </Button>
        <Button {...AS_LINK} variant="outline">
          <a href={outlookCalendarLink(entry)} rel="noopener noreferrer" target="_blank">
            {texts.confirmed.outlook}
          </a>
        </Button>
      </Flex>
      <Flex gap="6" wrap="wrap">
        <a
          href={`${pathOf('schedule', language)}?${new URLSearchParams({ [BOOKING_QUERY.change]: booking.changeToken })}`}
        >
          {texts.confirmed.change}
        </a>
        <a href={bookingPagePath(language)}>{texts.confirmed.another}</a>
      </Flex>
    </Box>
  );
}
