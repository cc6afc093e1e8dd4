import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Phone } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type LeadFieldKey, leadFieldsOn } from '../../../common/leads/fields';
import type { SentSummary } from '../../../common/leads/receipt';
import { LEAD_VISIT_TEXTS, TOASTS } from '../../../common/messages';
import { CONTACT_FORM } from '../../../common/routes';
import { AS_LINK } from '../../components/asLink';
import { telHref } from './links';

/** What the visitor filled in: one-line fields as rows (those left empty left out), longer texts under them. */
const LINES = leadFieldsOn('form').filter((field) => field.kind !== 'multiLine');
const TEXTS = leadFieldsOn('form').filter((field) => field.kind === 'multiLine');

interface Props {
  /** What was sent; null when the receipt is unknown or older than a week (the thanks alone then). */
  summary: SentSummary | null;
  phone: string;
  /** Moves focus to the panel: after a send in place, so a screen reader hears it. */
  focusOnShow?: boolean;
}

/**
 * The thank-you panel that takes the form's place after a send, and stays: the address keeps its receipt
 * (`?sent=<receipt>`), so a reload, or a form sent without JavaScript, shows the same panel, rendered by the server.
 */
export function ContactThanks({ summary, phone, focusOnShow = false }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const rows: Array<[string, string]> = summary
    ? [
        ...LINES.map((field): [string, string] => [field.label, summary[field.key as LeadFieldKey]]),
        ['Photos', summary.photoCount > 0 ? LEAD_VISIT_TEXTS.thanksPhotos(summary.photoCount) : ''],
      ].filter((row): row is [string, string] => row[1] !== '')
    : [];
  return (
    <Stack gap="6" mt="6" role="status" aria-labelledby={headingId} data-contact-thanks="">
      <HStack gap="3" align="start">
        <Box color="fg.success" mt="1" flexShrink={0}>
          <CircleCheck aria-hidden="true" size={28} />
        </Box>
        <Box>
          <Heading
            id={headingId}
            ref={heading}
            tabIndex={-1}
            as="h3"
            fontFamily="heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            outline="none"
          >
            {TOASTS.contactSent.title}
          </Heading>
          <Text color="fg.muted" mt="1">
            {TOASTS.contactSent.description}
          </Text>
        </Box>
      </HStack>
      {summary && (
        <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" p={{ base: '4', md: '5' }}>
          <Heading as="h4" fontSize="md" mb="3">
            {LEAD_VISIT_TEXTS.thanksSentTitle}
          </Heading>
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: '9rem 1fr' }}
            columnGap="4"
            rowGap="1"
          >
            {rows.map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {label}
                </Text>
                <Text as="dd" fontSize="sm" mb={{ base: '2', sm: '0' }} overflowWrap="anywhere">
                  {value}
                </Text>
              </Box>
            ))}
          </Box>
          {TEXTS.filter((field) => summary[field.key as LeadFieldKey]).map((field) => (
            <Text
              key={field.key}
              fontSize="sm"
              mt="3"
              whiteSpace="pre-line"
              overflowWrap="anywhere"
              color="fg"
            >
              {summary[field.key as LeadFieldKey]}
            </Text>
          ))}
        </Box>
      )}
      <Box>
        <Heading as="h4" fontSize="md" mb="1">
          {LEAD_VISIT_TEXTS.thanksNextTitle}
        </Heading>
        <Text color="fg.muted" lineHeight="tall">
          {LEAD_VISIT_TEXTS.thanksNext}
        </Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
        <Text fontWeight="medium" whiteSpace="nowrap">
          {LEAD_VISIT_TEXTS.thanksCallLead}
        </Text>
        <Button {...AS_LINK} size="lg" bg="brand.solid" color="brand.contrast">
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" />
            {LEAD_VISIT_TEXTS.thanksCall(phone)}
          </a>
        </Button>
        <Button {...AS_LINK} size="lg" variant="ghost">
          <a href={`${CONTACT_FORM.path}#${CONTACT_FORM.anchor}`}>{LEAD_VISIT_TEXTS.thanksAnother}</a>
        </Button>
      </Stack>
    </Stack>
  );
}
