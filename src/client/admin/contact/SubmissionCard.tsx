import {
  Badge,
  Box,
  Flex,
  Heading,
  HStack,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Calendar, Mail, Phone } from 'lucide-react';
import type { ContactSubmissionRecord } from '../../../common/schemas/contact';
import { formatSiteTime } from '../../../common/site-time';
import { adminCardStyle } from '../shared/EntityRow';
import { DeliveryBadge } from './DeliveryBadge';
import { type LeadVisit, LeadVisitDetails } from './LeadVisitDetails';

const cardStyle = { ...adminCardStyle, p: { base: '4', md: '6' } } as const;

/** "November 21, 2026 at 10:41 PM": the long US date and time, in the site's time zone (common/site-time.ts). */
export function formatSubmittedAt(date: Date): string {
  return formatSiteTime(date, { dateStyle: 'long', timeStyle: 'short' });
}

/** A phone number as a tel: target: digits and a leading +, nothing a dialer could trip on. */
function telOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** One consultation request, read-only (no delete); the badge beside the date says whether the owner was e-mailed. */
export function SubmissionCard({
  submission,
  visit,
}: {
  submission: ContactSubmissionRecord;
  /** Its property address, where it came from, its photos (admin.leadReport.visits). */
  visit?: LeadVisit;
}) {
  const { name, email, phone, message } = submission;
  return (
    <Box as="li" data-testid="contact-submission" {...cardStyle}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="4">
        <Stack gap="1">
          <Heading as="h3" size="md" fontFamily="heading">
            {name}
          </Heading>
          <HStack gap="1.5" fontSize="sm" color="fg.muted">
            <Calendar size={14} aria-hidden="true" />
            <Text asChild>
              <time dateTime={submission.createdAt.toISOString()}>
                {formatSubmittedAt(submission.createdAt)}
              </time>
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <DeliveryBadge submission={submission} />
          <Badge bg="brand.accent" color="#0b0b0c" px="2" fontWeight="semibold">
            {submission.projectType || 'General Inquiry'}
          </Badge>
        </HStack>
      </Flex>
      <Flex
        gap={{ base: '2', md: '6' }}
        direction={{ base: 'column', sm: 'row' }}
        wrap="wrap"
        mb="4"
        fontSize="sm"
      >
        <Link href={`mailto:${email}`} color="fg" textDecoration="underline" textUnderlineOffset="3px">
          <Mail size={16} aria-hidden="true" /> {email}
        </Link>
        <Link href={telOf(phone)} color="fg" textDecoration="underline" textUnderlineOffset="3px">
          <Phone size={16} aria-hidden="true" /> {phone}
        </Link>
      </Flex>
      <Text
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        lineHeight="tall"
        bg="brand.muted"
        borderRadius="md"
        p="4"
        data-testid="contact-message"
      >
        {message}
      </Text>
      {visit && <LeadVisitDetails visit={visit} />}
    </Box>
  );
}

export function SubmissionCardSkeleton() {
  return (
    <Box {...cardStyle} aria-hidden="true" data-testid="contact-submission-skeleton">
      <Skeleton h="5" w="40%" mb="2" />
      <Skeleton h="4" w="30%" mb="5" />
      <SkeletonText noOfLines={3} />
    </Box>
  );
}
