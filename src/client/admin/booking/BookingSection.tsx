import { Box, Button, Flex, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, ChevronDown, ChevronUp } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminAddressOf, adminTabAt } from '../../../common/panel-addresses';
import { pathOf } from '../../../common/routing/resolve';
import { trpc } from '../../trpc';
import { adminCardStyle } from '../shared/EntityRow';
import { LoadError } from '../shared/TabParts';
import { BookingSettingsForm } from './BookingSettingsForm';
import { CalendarFeed } from './CalendarFeed';

/** The section's own address: /admin/contact-forms/booking opens it. */
export const BOOKING_SUB_TAB = 'booking';

/** Contact Forms → Booking (docs/booking.md): when visitors may book a consultation, and the calendar address. */
export function BookingSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = adminTabAt(pathname)?.subTab === BOOKING_SUB_TAB;
  const settings = trpc.admin.booking.settings.useQuery(undefined, { enabled: open });
  const toggle = () => navigate(adminAddressOf('contact', open ? undefined : BOOKING_SUB_TAB));
  return (
    <Box {...adminCardStyle} p={{ base: '4', md: '6' }} mb="6" data-testid="booking-section">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md" fontFamily="heading" display="flex" alignItems="center" gap="2">
          <CalendarClock size={18} aria-hidden="true" /> Booking
        </Heading>
        <Button
          size="sm"
          variant="outline"
          onClick={toggle}
          aria-expanded={open}
          aria-controls="booking-settings"
        >
          {open ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
          {open ? 'Close' : 'Set up booking'}
        </Button>
      </Flex>
      <Text mt="3" fontSize="sm" color="fg.muted">
        Visitors book a consultation at <a href={pathOf('schedule', 'en')}>{pathOf('schedule', 'en')}</a>, and
        each booking is a request here, at "Consultation booked".
      </Text>
      {open && (
        <Stack id="booking-settings" gap="6" mt="6">
          {settings.isPending ? (
            <Skeleton h="40" />
          ) : settings.isError ? (
            <LoadError what="the booking settings" onRetry={() => void settings.refetch()} />
          ) : (
            <>
              <BookingSettingsForm values={settings.data} />
              <Separator />
              <CalendarFeed />
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
