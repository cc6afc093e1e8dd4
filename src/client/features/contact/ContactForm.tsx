import {
  Box,
  Button,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type CommunityId, PROJECT_TYPES } from '../../../common/constants';
import { fireRebuildOf } from '../../../common/leads/lead-visit-types';
import type { SentSummary } from '../../../common/leads/receipt';
import { CONTACT_FORM, type PostedOutcome } from '../../../common/routes';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../../../common/schemas/phone';
import { FormField } from '../../components/FormField';
import { AttributionFields } from './AttributionFields';
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

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export function ContactForm({ title, description, posted, sentSummary, community, phone }: ContactFormProps) {
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
  const control = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: ControlEvent) => change(name, event.target.value),
    size: 'lg' as const,
    bg: 'bg',
  });

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
            action={CONTACT_FORM.path}
            onSubmit={submit}
            // The rules load when the visitor starts on the form (a field or the button takes focus).
            onFocus={() => void loadContactSchema()}
            aria-labelledby={headingId}
          >
            <HoneypotField />
            <AttributionFields />
            <Stack gap="6">
              <FormField label="Name" required error={errors.name}>
                <Input {...control('name')} autoComplete="name" />
              </FormField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                <FormField label="Email" required error={errors.email}>
                  <Input {...control('email')} type="email" autoComplete="email" />
                </FormField>
                <FormField label="Phone" required error={errors.phone}>
                  <Input
                    {...control('phone')}
                    type="tel"
                    autoComplete="tel"
                    pattern={PHONE_PATTERN}
                    title={PHONE_MESSAGE}
                  />
                </FormField>
              </SimpleGrid>
              <FormField label="Project Type" error={errors.projectType}>
                <NativeSelect.Root size="lg">
                  <NativeSelect.Field {...control('projectType')}>
                    <option value="">Select a project type</option>
                    {PROJECT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField
                label="Property address"
                error={errors.propertyAddress}
                helper="Optional: where the work would be."
              >
                {/* `street-address` is for a multi-line box; a one-line field takes its first line's token. */}
                <Input {...control('propertyAddress')} autoComplete="address-line1" />
              </FormField>
              <FormField label="Message" required error={errors.message}>
                <Textarea
                  {...control('message')}
                  rows={6}
                  resize="vertical"
                  placeholder="Tell us about your project, your property and your timeline."
                />
              </FormField>
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
                loadingText="Sending..."
              >
                Send Message
                <Send aria-hidden="true" />
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Box>
  );
}
