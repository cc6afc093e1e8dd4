import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { LEAD_FIELDS } from '../../../common/leads/fields';
import { BOOKING_QUERY, type BookingAsked } from '../../../common/routing/booking-query';
import { pathOf } from '../../../common/routing/resolve';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { Island } from '../../islands/Island';
import { ContactFieldControl } from '../contact/ContactFieldControl';
import { HoneypotField } from '../contact/HoneypotField';
import { RequiredNote } from '../contact/RequiredNote';
import { BookingFailure } from './BookingFailure';
import { TimeChoice } from './TimeChoice';
import { useBookingTexts } from './useBookingTexts';

interface BookingFormProps {
  kind: ConsultationKind;
  needsAddress: boolean;
  times: readonly string[];
  timeZone: string;
  asked: BookingAsked;
}

const ignore = () => undefined;

/**
 * The time and the visitor's details, as a plain HTML form posted to the page's own address (http/booking-form.ts
 * books it through the same procedure as the API, and redirects to the confirmation or back here with why not).
 * The contact form's fields and rules; the address is required for a visit to the property.
 */
export function BookingForm({ kind, needsAddress, times, timeZone, asked }: BookingFormProps) {
  const texts = useBookingTexts();
  const language = useLanguage();
  // The fields' labels in the page's language (LEAD_FIELDS holds the English ones).
  const labels: Readonly<Record<string, { label: string }>> = useMessages().contact.fields;
  return (
    <form id={BOOKING_QUERY.anchor} method="post" action={pathOf('schedule', language)}>
      <input type="hidden" name="kind" value={kind} />
      <BookingFailure failed={asked.failed} fields={asked.fields} />
      <TimeChoice times={times} timeZone={timeZone} />
      <Heading as="h2" size="lg" mb="2">
        {texts.detailsStep}
      </Heading>
      <Box mb="4">
        <RequiredNote />
      </Box>
      <Stack gap="5">
        {LEAD_FIELDS.map((field) => {
          const isAddress = field.key === 'propertyAddress';
          if (isAddress && !needsAddress) return null;
          const shown = isAddress
            ? { ...field, required: true, form: { ...field.form, helper: undefined } }
            : field;
          return (
            <Box key={field.key}>
              <ContactFieldControl
                field={shown}
                value=""
                error={
                  asked.fields.includes(field.key)
                    ? texts.failure.fields(labels[field.key]?.label ?? field.label)
                    : undefined
                }
                onChange={ignore}
                helper={isAddress ? texts.addressHelper : undefined}
              />
            </Box>
          );
        })}
      </Stack>
      <Box mt="5">
        <Island name="bookingPhotos" props={{ waitText: texts.photosWait }} />
      </Box>
      <HoneypotField />
      <Button
        type="submit"
        size="lg"
        mt="8"
        px="10"
        w={{ base: 'full', md: 'auto' }}
        bg="brand.solid"
        color="brand.contrast"
      >
        {texts.book}
      </Button>
    </form>
  );
}
