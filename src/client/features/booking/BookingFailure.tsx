import { Alert } from '@chakra-ui/react';
import type { BookingAsked } from '../../../common/routing/booking-query';
import { useMessages } from '../../i18n/useMessages';
import { useBookingTexts } from './useBookingTexts';

/** Why the last post was refused (http/booking-form.ts redirects back with it), above the form. */
export function BookingFailure({ failed, fields }: Pick<BookingAsked, 'failed' | 'fields'>) {
  const messages = useMessages();
  const { failure } = useBookingTexts();
  if (!failed) return null;
  const labels: Readonly<Record<string, { label: string }>> = messages.contact.fields;
  const named = fields.flatMap((field) => labels[field]?.label ?? []);
  const text =
    failed === 409
      ? failure.taken
      : failed === 429
        ? failure.busy
        : failed === 400 && fields.includes('startsAt')
          ? failure.time
          : failed === 400 && named.length > 0
            ? [
                failure.fields(named.join(', ')),
                ...(fields.includes('propertyAddress') ? [failure.address] : []),
              ].join(' ')
            : failure.other;
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
