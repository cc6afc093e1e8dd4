import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { formatMeeting } from '../../../common/i18n/format';
import { BOOKING_QUERY, type BookingAsked } from '../../../common/routing/booking-query';
import { pathOf } from '../../../common/routing/resolve';
import { AS_LINK } from '../../components/asLink';
import { useLanguage } from '../../i18n/language';
import { trpc } from '../../trpc';
import { BookingFailure } from './BookingFailure';
import { bookingPagePath } from './bookingLinks';
import { DayChoice } from './DayChoice';
import { TimeChoice } from './TimeChoice';
import { useBookingTexts } from './useBookingTexts';

/** The private link's page with `?kind=` (where the visitor asked to move): the kind's free days and times. */
function MoveTimes({ token, kind, asked }: { token: string; kind: ConsultationKind; asked: BookingAsked }) {
  const texts = useBookingTexts();
  const language = useLanguage();
  const { data } = trpc.public.booking.slots.useQuery({ kind });
  const chosen = data?.days.find((entry) => entry.day === asked.day) ?? data?.days[0];
  if (!data || !chosen) return <Text>{texts.noTimes}</Text>;
  const hrefOf = (day: string) =>
    `${pathOf('schedule', language)}?${new URLSearchParams({ [BOOKING_QUERY.change]: token, [BOOKING_QUERY.kind]: kind, [BOOKING_QUERY.day]: day })}`;
  return (
    <Stack gap="6">
      <DayChoice
        kind={kind}
        days={data.days.map((entry) => entry.day)}
        chosen={chosen.day}
        timeZone={data.timeZone}
        hrefOf={hrefOf}
      />
      <form id={BOOKING_QUERY.anchor} method="post" action={pathOf('schedule', language)}>
        <input type="hidden" name="change" value={token} />
        <input type="hidden" name="intent" value="move" />
        <TimeChoice times={chosen.times} timeZone={data.timeZone} />
        <Button type="submit" bg="brand.solid" color="brand.contrast">
          {texts.change.move}
        </Button>
      </form>
    </Stack>
  );
}

/** A booking's private link (`?change=<token>`): when it is, and moving or cancelling it without a call. */
export function ChangeBooking({ token, asked }: { token: string; asked: BookingAsked }) {
  const texts = useBookingTexts();
  const language = useLanguage();
  const { data } = trpc.public.booking.managed.useQuery({ token });
  if (!data) {
    return (
      <Stack gap="4">
        <Text>{texts.change.invalid}</Text>
        <a href={bookingPagePath(language)}>{texts.confirmed.another}</a>
      </Stack>
    );
  }
  return (
    <Stack gap="6" as="section" aria-labelledby="booking-change">
      <Heading as="h2" id="booking-change" size="2xl">
        {texts.change.title}
      </Heading>
      {asked.done && (
        <Alert.Root status="success" role="status" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{texts.change.done[asked.done]}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <BookingFailure failed={asked.failed} fields={asked.fields} />
      <Box>
        <Text fontSize="xl" fontWeight="semibold">
          {formatMeeting(new Date(data.startsAt), language, data.timeZone)}
        </Text>
        <Text color="fg.muted">
          {texts.kinds[data.kind].name} · {texts.timeZoneNote(data.timeZone)}
        </Text>
      </Box>
      {data.cancelled ? (
        <Text>{texts.change.cancelled}</Text>
      ) : !data.changeable ? (
        <Text>{texts.change.fixed}</Text>
      ) : (
        <>
          <form method="post" action={pathOf('schedule', language)}>
            <input type="hidden" name="change" value={token} />
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="outline" colorPalette="red">
              {texts.change.cancel}
            </Button>
          </form>
          {asked.kind === data.kind ? (
            <MoveTimes token={token} kind={data.kind} asked={asked} />
          ) : (
            <Button {...AS_LINK} variant="outline" alignSelf="start">
              <a
                href={`${pathOf('schedule', language)}?${new URLSearchParams({ [BOOKING_QUERY.change]: token, [BOOKING_QUERY.kind]: data.kind })}`}
              >
                {texts.change.pickAnother}
              </a>
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
