import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';

/** The private calendar address his phone's calendar subscribes to: made (or renewed), shown once, or turned off. */
export function CalendarFeed() {
  const utils = trpc.useUtils();
  const state = trpc.admin.booking.feed.useQuery();
  const [url, setUrl] = useState<string | null>(null);
  const onError = (error: unknown) => toaster.create({ type: 'error', title: failureOf(error).message });
  const renew = trpc.admin.booking.renewFeed.useMutation({
    onSuccess: (answer) => {
      setUrl(answer.url);
      void utils.admin.booking.feed.invalidate();
    },
    onError,
  });
  const revoke = trpc.admin.booking.revokeFeed.useMutation({
    onSuccess: () => {
      setUrl(null);
      toaster.create({
        type: 'success',
        title: 'Calendar address turned off: calendars subscribed to it stop updating.',
      });
      void utils.admin.booking.feed.invalidate();
    },
    onError,
  });
  const on = state.data?.on ?? false;
  return (
    <Stack gap="3" data-testid="calendar-feed">
      <Text fontWeight="semibold">Bookings in your phone's calendar</Text>
      <Text fontSize="sm" color="fg.muted">
        {on
          ? 'A private calendar address is on. Anyone with it sees your bookings: renew it if it was shared.'
          : 'Subscribe your phone’s calendar (Apple, Google, Outlook) to a private address, and every booking appears there.'}
      </Text>
      {url && (
        <Stack gap="2">
          <Text fontSize="sm">Add this address as a subscribed calendar (shown this once):</Text>
          <Box
            as="code"
            p="2"
            fontFamily="mono"
            fontSize="sm"
            bg="bg.muted"
            borderRadius="md"
            wordBreak="break-all"
            data-testid="calendar-feed-url"
          >
            {url}
          </Box>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(url)}>
              Copy
            </Button>
          </HStack>
        </Stack>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={renew.isPending} onClick={() => renew.mutate()}>
          {on ? 'Renew the address' : 'Get a calendar address'}
        </Button>
        {on && (
          <Button size="sm" variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate()}>
            Turn off
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
