import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Camera, Clock, type LucideIcon, Mail, MapPin, MapPinned, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { labelledLines, splitLines } from '../../../common/settings';
import { useMessages } from '../../i18n/useMessages';
import { mailtoHref, telHref } from './links';

const card = {
  p: { base: '6', md: '8' },
  borderRadius: 'xl',
  bg: 'brand.muted',
} as const;

function InfoRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Flex
        flexShrink={0}
        align="center"
        justify="center"
        boxSize="10"
        borderRadius="full"
        bg="bg"
        color="brand.accentText"
        boxShadow="0 1px 2px rgba(0,0,0,0.06)"
      >
        <Icon size={18} aria-hidden="true" />
      </Flex>
      <Box minW="0">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="fg.muted"
        >
          {label}
        </Text>
        <Box mt="0.5">{children}</Box>
      </Box>
    </Flex>
  );
}

/** "Los Angeles County: Beverly Hills, ..." lines become the county in bold and its cities. */
function ServiceAreaLine({ line }: { line: string }) {
  const colon = line.indexOf(':');
  if (colon < 0) return <Text>{line}</Text>;
  return (
    <Text>
      <Box as="span" fontWeight="semibold">
        {line.slice(0, colon)}:
      </Box>
      {line.slice(colon + 1)}
    </Text>
  );
}

interface Props {
  setting: (key: string) => string;
}

export function ContactInfo({ setting }: Props) {
  const m = useMessages().contact.info;
  const infoId = useId();
  const hoursId = useId();
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  const link = { fontWeight: 'medium', color: 'fg', wordBreak: 'break-word' } as const;

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby={infoId} {...card}>
        <Heading id={infoId} as="h2" fontFamily="heading" fontSize="2xl" mb="6">
          {m.title}
        </Heading>
        <Stack gap="5">
          <InfoRow icon={Phone} label={m.phone}>
            <Link href={telHref(phone)} {...link}>
              {phone}
            </Link>
          </InfoRow>
          <InfoRow icon={Mail} label={m.email}>
            <Link href={mailtoHref(email)} {...link}>
              {email}
            </Link>
          </InfoRow>
          <InfoRow icon={MapPin} label={m.office}>
            <Text whiteSpace="pre-line">{setting('contact_address')}</Text>
          </InfoRow>
          <InfoRow icon={MapPinned} label={m.serviceAreas}>
            <Stack gap="1" fontSize="sm" color="fg.muted" lineHeight="tall">
              {splitLines(setting('contact_service_areas')).map((line) => (
                <ServiceAreaLine key={line} line={line} />
              ))}
            </Stack>
          </InfoRow>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={hoursId} {...card}>
        <Flex align="center" gap="3" mb="5">
          <Box color="brand.accentText">
            <Clock size={20} aria-hidden="true" />
          </Box>
          <Heading id={hoursId} as="h2" fontFamily="heading" fontSize="2xl">
            {m.hours}
          </Heading>
        </Flex>
        <Box as="dl" data-testid="business-hours">
          {labelledLines(setting('contact_office_hours')).map(({ label: days, text: hours }) => (
            <Flex
              key={`${days} ${hours}`}
              justify="space-between"
              gap="4"
              py="2.5"
              borderBottomWidth="1px"
              borderColor="border.muted"
              _last={{ borderBottomWidth: 0 }}
            >
              <Box as="dt" fontWeight="medium">
                {days}
              </Box>
              <Box as="dd" color="fg.muted" textAlign="end">
                {hours}
              </Box>
            </Flex>
          ))}
        </Box>
      </Box>
      <Flex {...card} align="center" justify="space-between" gap="4" flexWrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {m.social}
        </Text>
        <Link
          href={setting('social_instagram_url')}
          target="_blank"
          rel="noopener noreferrer"
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="4"
          py="2"
          borderRadius="full"
          borderWidth="1px"
          borderColor="border"
          bg="bg"
          fontWeight="medium"
          color="fg"
          textDecoration="none"
          _hover={{ borderColor: 'brand.accent' }}
        >
          <Camera size={18} aria-hidden="true" />
          Instagram
        </Link>
      </Flex>
    </Stack>
  );
}
