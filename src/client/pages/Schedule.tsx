import { Box, Container, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConsultationKind } from '../../common/booking/kinds';
import { type BookingAsked, bookingAsked } from '../../common/routing/booking-query';
import { PageMeta } from '../components/PageMeta';
import { PhotoHero } from '../components/PhotoHero';
import { BookingConfirmation } from '../features/booking/BookingConfirmation';
import { BookingForm } from '../features/booking/BookingForm';
import { ChangeBooking } from '../features/booking/ChangeBooking';
import { DayChoice } from '../features/booking/DayChoice';
import { KindChoice } from '../features/booking/KindChoice';
import { useBookingTexts } from '../features/booking/useBookingTexts';
import { useSettings } from '../hooks/useSettings';
import { trpc } from '../trpc';

/** The chosen kind's free days, the chosen day's times (the first day's when none is chosen) and the form. */
function KindTimes({ kind, asked }: { kind: ConsultationKind; asked: BookingAsked }) {
  const texts = useBookingTexts();
  const { data } = trpc.public.booking.slots.useQuery({ kind });
  if (!data) return null;
  if (data.days.length === 0) return <Text>{texts.noTimes}</Text>;
  const chosen = data.days.find((entry) => entry.day === asked.day) ?? data.days[0];
  if (!chosen) return null;
  return (
    <>
      <DayChoice
        kind={kind}
        days={data.days.map((entry) => entry.day)}
        chosen={chosen.day}
        timeZone={data.timeZone}
      />
      <BookingForm
        kind={kind}
        needsAddress={data.needsAddress}
        times={chosen.times}
        timeZone={data.timeZone}
        asked={asked}
      />
    </>
  );
}

/** After the post: the booking its receipt names (an unknown or older receipt shows the page as it starts). */
function Confirmed({ receipt, otherwise }: { receipt: string; otherwise: ReactNode }) {
  const { setting } = useSettings();
  const { data } = trpc.public.booking.confirmation.useQuery({ receipt });
  if (!data) return otherwise;
  const business = {
    company: setting('company_name'),
    phone: setting('contact_phone'),
    email: setting('contact_email'),
  };
  return <BookingConfirmation booking={data} receipt={receipt} business={business} />;
}

/** Booking a consultation (docs/booking.md): kind, day, time and details, each step a plain link or form. */
export function SchedulePage() {
  const texts = useBookingTexts();
  const [search] = useSearchParams();
  const asked = bookingAsked(search);
  const { data } = trpc.public.booking.kinds.useQuery();
  const kinds = data?.kinds ?? [];
  const kind = kinds.find((entry) => entry.kind === asked.kind)?.kind;
  const steps = (
    <Stack gap="10">
      <Box>
        <KindChoice kinds={kinds} chosen={kind} />
      </Box>
      {kind ? <KindTimes kind={kind} asked={asked} /> : null}
    </Stack>
  );
  return (
    <>
      <PageMeta title={texts.metaTitle} description={texts.metaDescription} image="/images/about-hero.jpg" />
      <PhotoHero
        image="/images/about-hero.jpg"
        eyebrow={texts.eyebrow}
        title={texts.title}
        description={texts.intro}
      />
      <Container maxW="4xl" py={{ base: '10', md: '16' }}>
        {asked.change ? (
          <ChangeBooking token={asked.change} asked={asked} />
        ) : asked.receipt ? (
          <Confirmed receipt={asked.receipt} otherwise={steps} />
        ) : (
          steps
        )}
      </Container>
    </>
  );
}
