import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { CommunityId } from '../../../common/constants';
import { leadFieldsOn } from '../../../common/leads/fields';
import { fireRebuildOf } from '../../../common/leads/lead-visit-types';
import type { SentSummary } from '../../../common/leads/receipt';
import { contactPath } from '../../../common/routes';
import { CONTACT_FORM, type PostedOutcome } from '../../../common/routing/query';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { AttributionFields } from './AttributionFields';
import { ContactFieldControl, ContactFieldRows } from './ContactFieldControl';
import { ContactFormOutcome } from './ContactFormOutcome';
import { ContactThanks } from './ContactThanks';
import { HoneypotField } from './HoneypotField';
import { PhotoAttachments } from './PhotoAttachments';
import { RequiredNote } from './RequiredNote';
import { type ContactField, loadContactSchema, useContactForm } from './useContactForm';
import { usePhotoAttachments } from './usePhotoAttachments';

export interface ContactFormProps {
  title: string;
  description: string;
  /** The outcome of a plain HTML post that came back to this page. */
  posted: PostedOutcome;
  /** What a request sent (its receipt in the address), for the thank-you panel; null when unknown. */
  sentSummary?: SentSummary | null;
  /** The community a wildfire page's button chose: its fire rebuild is the project type. */
  community?: CommunityId | null;
  /** The number "Call now" dials. */
  phone: string;
}

/** The form's fields (common/leads/fields.ts). */
const FORM_FIELDS = leadFieldsOn('form');

export function ContactForm({ title, description, posted, sentSummary, community, phone }: ContactFormProps) {
  const m = useMessages().contact;
  const language = useLanguage();
  const photos = usePhotoAttachments();
  const { values, errors, change, submit, pending, sent } = useContactForm({
    projectType: community ? fireRebuildOf(community) : '',
    photoIds: photos.ids,
    photosBusy: photos.uploading,
  });
  // Server-rendered, the form works before its island wakes (or without any script): a plain HTML post to its
  // own page (server/http/contact-form.ts), checked by the browser's own validation. Once hydrated, the island
  // validates and sends it, with the messages of src/common/messages/.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const headingId = useId();

  return (
    <Box
      as="section"
      id={CONTACT_FORM.anchor}
      scrollMarginTop="24"
      aria-labelledby={headingId}
      bg="bg"
      borderRadius="2xl"
      p={{ base: '6', md: '10' }}
      boxShadow="0 20px 60px rgba(0,0,0,0.08)"
      borderWidth="1px"
      borderColor="border.muted"
      _dark={{ bg: '#111113', boxShadow: 'none' }}
    >
      <Heading id={headingId} as="h2" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" lineHeight="tall" mb="2">
        {description}
      </Text>
      {sent || posted.sent ? (
        <ContactThanks
          summary={sent ? sent.summary : (sentSummary ?? null)}
          phone={phone}
          focusOnShow={Boolean(sent)}
        />
      ) : (
        <>
          <Box mb="8">
            <RequiredNote />
          </Box>
          <ContactFormOutcome {...posted} />
          <form
            data-contact-form=""
            noValidate={hydrated}
            method="post"
            action={contactPath(language)}
            onSubmit={submit}
            // The rules load when the visitor starts on the form (a field or the button takes focus).
            onFocus={() => void loadContactSchema()}
            aria-labelledby={headingId}
          >
            <HoneypotField />
            <AttributionFields />
            <Stack gap="6">
              <ContactFieldRows
                fields={FORM_FIELDS}
                render={(field) => (
                  <ContactFieldControl
                    key={field.key}
                    field={field}
                    value={values[field.key as ContactField]}
                    error={errors[field.key as ContactField]}
                    onChange={change}
                  />
                )}
              />
              <PhotoAttachments photos={photos} />
              <Button
                type="submit"
                size="lg"
                bg="brand.solid"
                color="brand.contrast"
                w={{ base: 'full', md: 'auto' }}
                alignSelf="flex-start"
                px="10"
                loading={pending || photos.uploading}
                loadingText={m.sending}
              >
                {m.send}
                <Send aria-hidden="true" />
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Box>
  );
}
