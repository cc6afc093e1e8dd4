import { Badge, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ConsultationKind } from '../../../common/booking/kinds';
import type { ConsultationRecord } from '../../../common/schemas/consultation';
import { formatSiteTime } from '../../../common/site-time';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';

const KIND_NAMES: Readonly<Record<ConsultationKind, string>> = {
  onsite: 'On-site visit',
  video: 'Video call',
  phone: 'Phone call',
};

const when = (date: Date) =>
  formatSiteTime(date, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** "Video call · Friday, December 4 at 10:00 AM" */
export const consultationLine = (booking: Pick<ConsultationRecord, 'kind' | 'startsAt'>) =>
  `${KIND_NAMES[booking.kind]} · ${when(booking.startsAt)}`;

/** Where a booking stands, as its badge says it. */
function stateOf(booking: ConsultationRecord): { label: string; palette: string } {
  if (booking.cancelledAt) return { label: 'Cancelled', palette: 'gray' };
  if (booking.doneAt) return { label: 'Held', palette: 'green' };
  return { label: 'Booked', palette: 'blue' };
}

/** The free times of the booking's kind, to move it to one of them. */
function MoveTo({
  booking,
  onMove,
  pending,
}: {
  booking: ConsultationRecord;
  onMove: (startsAt: string) => void;
  pending: boolean;
}) {
  const slots = trpc.public.booking.slots.useQuery({ kind: booking.kind });
  const [chosen, setChosen] = useState('');
  const times = (slots.data?.days ?? []).flatMap((day) => day.times).slice(0, 60);
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field
          aria-label="Move to"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Move to another free time…</option>
          {times.map((time) => (
            <option key={time} value={time}>
              {when(new Date(time))}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" disabled={!chosen} loading={pending} onClick={() => onMove(chosen)}>
        Move
      </Button>
    </HStack>
  );
}

/** The lead's booked consultations: when, and the owner's move, cancel and "held". */
export function LeadConsultations({ leadId }: { leadId: number }) {
  const utils = trpc.useUtils();
  const bookings = trpc.admin.booking.ofLead.useQuery({ id: leadId });
  const [confirming, setConfirming] = useState<number | null>(null);
  const done = (title: string) => ({
    onSuccess: () => {
      toaster.create({ type: 'success', title });
      setConfirming(null);
      void utils.admin.booking.ofLead.invalidate({ id: leadId });
      void utils.admin.leads.get.invalidate({ id: leadId });
    },
    onError: (error: unknown) => toaster.create({ type: 'error', title: failureOf(error).message }),
  });
  const cancel = trpc.admin.booking.cancel.useMutation(
    done('Consultation cancelled; its time is free again'),
  );
  const held = trpc.admin.booking.done.useMutation(done('Consultation marked as held'));
  const move = trpc.admin.booking.move.useMutation(done('Consultation moved'));
  if (!bookings.data || bookings.data.length === 0) return null;
  return (
    <Stack gap="4" data-testid="lead-consultations">
      {bookings.data.map((booking) => {
        const state = stateOf(booking);
        const live = !booking.cancelledAt;
        return (
          <Stack key={booking.id} gap="2">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold">{consultationLine(booking)}</Text>
              <Badge colorPalette={state.palette}>{state.label}</Badge>
            </Flex>
            {live && !booking.doneAt && (
              <>
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    loading={held.isPending}
                    onClick={() => held.mutate({ id: booking.id })}
                  >
                    Mark as held
                  </Button>
                  {confirming === booking.id ? (
                    <>
                      <Button
                        size="sm"
                        colorPalette="red"
                        loading={cancel.isPending}
                        onClick={() => cancel.mutate({ id: booking.id })}
                      >
                        Yes, cancel it
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                        Keep it
                      </Button>
                    </>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setConfirming(booking.id)}>
                      Cancel consultation
                    </Button>
                  )}
                </HStack>
                <MoveTo
                  booking={booking}
                  pending={move.isPending}
                  onMove={(startsAt) => move.mutate({ id: booking.id, startsAt })}
                />
              </>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
