/**
 * A lead's fields on its card and its page, each shown as its kind asks (common/leads/fields.ts): a choice as a
 * badge, an e-mail address or a phone number as a link that answers it, a longer text as the message, any other
 * line under it. The name is the heading, which the card and the page place themselves.
 */
import { Badge, Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import { dialable } from '../../../common/leads';
import {
  type LeadFieldDeclaration,
  type LeadFieldKey,
  type LeadFieldPlace,
  leadFieldsOn,
  shownValue,
} from '../../../common/leads/fields';
import { LeadMessage } from './LeadMessage';

type Values = Partial<Record<LeadFieldKey, string | null>>;
type Place = Extract<LeadFieldPlace, 'card' | 'page'>;

const fieldValue = (lead: Values, field: LeadFieldDeclaration) => lead[field.key as LeadFieldKey] ?? '';
const ofKind = (place: Place, kinds: ReadonlyArray<LeadFieldDeclaration['kind']>) =>
  leadFieldsOn(place).filter((field) => kinds.includes(field.kind) && field.key !== 'name');

/** A map search for an address, opened in the phone's maps app or the browser (Google Maps' documented URL). */
const mapSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The icon a one-line field is shown with, its label then read to screen readers only; others show their label. */
const LINE_ICONS: Partial<Record<LeadFieldKey, LucideIcon>> = { propertyAddress: MapPin };

export function LeadChoiceBadges({ lead, place }: { lead: Values; place: Place }) {
  return ofKind(place, ['choice']).map((field) => (
    <Badge key={field.key} bg="brand.accent" color="#0b0b0c" px="2" fontWeight="semibold">
      {shownValue(field, fieldValue(lead, field))}
    </Badge>
  ));
}

export function LeadContactLinks({ lead, place, mb }: { lead: Values; place: Place; mb?: string }) {
  return (
    <Flex
      gap={{ base: '2', md: '6' }}
      direction={{ base: 'column', sm: 'row' }}
      wrap="wrap"
      mb={mb}
      fontSize="sm"
    >
      {ofKind(place, ['email', 'phone']).map((field) => {
        const value = fieldValue(lead, field);
        if (!value) return null;
        const Icon = field.kind === 'email' ? Mail : Phone;
        return (
          <Link
            key={field.key}
            href={field.kind === 'email' ? `mailto:${value}` : `tel:${dialable(value)}`}
            color="fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
          >
            <Icon size={16} aria-hidden="true" /> {value}
          </Link>
        );
      })}
    </Flex>
  );
}

/** The longer texts (the message), then the one-line fields that have a value. */
export function LeadFieldTexts({ lead, place }: { lead: Values; place: Place }) {
  const lines = ofKind(place, ['text']).filter((field) => fieldValue(lead, field));
  return (
    <>
      {ofKind(place, ['multiLine']).map((field) => (
        <LeadMessage key={field.key} message={fieldValue(lead, field)} />
      ))}
      {lines.length > 0 && (
        <Box mt="4" fontSize="sm">
          {lines.map((field) => {
            const Icon = LINE_ICONS[field.key as LeadFieldKey];
            return (
              <HStack key={field.key} gap="1.5" mb="2" align="start" data-testid={`lead-field-${field.key}`}>
                {Icon && (
                  <Box mt="0.5" color="fg.muted">
                    <Icon size={16} aria-hidden="true" />
                  </Box>
                )}
                <Text overflowWrap="anywhere">
                  <Text as="span" color="fg.muted" srOnly={Boolean(Icon)}>
                    {field.label}:{' '}
                  </Text>
                  {fieldValue(lead, field)}
                  {field.key === 'propertyAddress' && (
                    <>
                      {' · '}
                      <Link
                        href={mapSearchUrl(fieldValue(lead, field))}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="fg"
                        textDecoration="underline"
                        textUnderlineOffset="3px"
                        whiteSpace="nowrap"
                      >
                        Map
                      </Link>
                    </>
                  )}
                </Text>
              </HStack>
            );
          })}
        </Box>
      )}
    </>
  );
}
