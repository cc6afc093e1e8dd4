import { Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { adminTabAt } from '../../../common/panel-addresses';
import { pathOf } from '../../../common/routing/resolve';
import { trpc } from '../../trpc';
import { SubTabSection } from '../shared/SubTabSection';
import { LoadError } from '../shared/TabParts';
import { BookingSettingsForm } from './BookingSettingsForm';
import { CalendarFeed } from './CalendarFeed';

/** The section's own address: /admin/contact-forms/booking opens it. */
export const BOOKING_SUB_TAB = 'booking';

/** Contact Forms → Booking (docs/booking.md): when visitors may book a consultation, and the calendar address. */
export function BookingSection() {
  const { pathname } = useLocation();
  const open = adminTabAt(pathname)?.subTab === BOOKING_SUB_TAB;
  const settings = trpc.admin.booking.settings.useQuery(undefined, { enabled: open });
  return (
    <SubTabSection
      tab="contact"
      subTab={BOOKING_SUB_TAB}
      icon={<CalendarClock size={18} aria-hidden="true" />}
      title="Booking"
      openLabel="Set up booking"
      testId="booking-section"
      summary={
        <Text mt="3" mb={open ? '6' : '0'} fontSize="sm" color="fg.muted">
          Visitors book a consultation at <a href={pathOf('schedule', 'en')}>{pathOf('schedule', 'en')}</a>,
          and each booking is a request here, at "Consultation booked".
        </Text>
      }
    >
      {() =>
        settings.isPending ? (
          <Skeleton h="40" />
        ) : settings.isError ? (
          <LoadError what="the booking settings" onRetry={() => void settings.refetch()} />
        ) : (
          <Stack gap="6">
            <BookingSettingsForm values={settings.data} />
            <Separator />
            <CalendarFeed />
          </Stack>
        )
      }
    </SubTabSection>
  );
}
