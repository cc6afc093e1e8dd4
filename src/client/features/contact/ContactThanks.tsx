import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Phone } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type LeadFieldKey, leadFieldsOn } from '../../../common/leads/fields';
import type { SentSummary } from '../../../common/leads/receipt';
import { contactPath } from '../../../common/routes';
import { CONTACT_FORM } from '../../../common/routing/query';
import { AS_LINK } from '../../components/asLink';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { projectTypeLabel } from '../choiceLabels';
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
  const m = useMessages();
  const language = useLanguage();
  const { sent, thanks, fields, projectTypes } = m.contact;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const rows: Array<[string, string]> = summary
    ? [
        ...LINES.map((field): [string, string] => {
          const key = field.key as LeadFieldKey;
          // A choice comes as its English value (or id); the visitor reads its label.
          const value = field.kind === 'choice' ? projectTypeLabel(projectTypes, summary[key]) : summary[key];
          return [fields[key].label, value];
        }),
        [m.common.photos, summary.photoCount > 0 ? thanks.photoCount(summary.photoCount) : ''],
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
            {sent.title}
          </Heading>
          <Text color="fg.muted" mt="1">
            {sent.description}
          </Text>
        </Box>
      </HStack>
      {summary && (
        <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" p={{ base: '4', md: '5' }}>
          <Heading as="h4" fontSize="md" mb="3">
            {thanks.sentTitle}
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
          {thanks.nextTitle}
        </Heading>
        <Text color="fg.muted" lineHeight="tall">
          {thanks.next}
        </Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
        <Text fontWeight="medium" whiteSpace="nowrap">
          {thanks.callLead}
        </Text>
        <Button {...AS_LINK} size="lg" bg="brand.solid" color="brand.contrast">
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" />
            {m.common.call(phone)}
          </a>
        </Button>
        <Button {...AS_LINK} size="lg" variant="ghost">
          <a href={`${contactPath(language)}#${CONTACT_FORM.anchor}`}>{thanks.another}</a>
        </Button>
      </Stack>
    </Stack>
  );
}
