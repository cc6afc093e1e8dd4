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
import { Calendar } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { waitedText } from '../../../common/leads';
import { dollars } from '../../../common/leads/figures';
import { leadAddressOf } from '../../../common/panel-addresses';
import type { ConsultationRecord } from '../../../common/schemas/consultation';
import type { LeadRecord } from '../../../common/schemas/lead';
import { formatSiteTime } from '../../../common/site-time';
import { adminCardStyle } from '../shared/EntityRow';
import { AlertFailedNote } from './AlertFailedNote';
import { DeliveryBadge } from './DeliveryBadge';
import { consultationLine } from './LeadConsultations';
import { LeadChoiceBadges, LeadContactLinks, LeadFieldTexts } from './LeadFields';
import { type LeadVisit, LeadVisitDetails } from './LeadVisitDetails';
import { statusPalette } from './leadTexts';
import { PageLanguageBadge } from './PageLanguageBadge';

const cardStyle = { ...adminCardStyle, p: { base: '4', md: '6' } } as const;

/** "November 21, 2026 at 10:41 PM": the long US date and time, in the site's time zone (common/site-time.ts). */
export function formatSubmittedAt(date: Date): string {
  return formatSiteTime(date, { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * One lead in the list (no delete): its name opens the lead at its own address; its status, how long it waited
 * and, beside the date, whether the owner was e-mailed (the alerts line).
 */
export function SubmissionCard({
  submission,
  statuses,
  visit,
  consultation,
}: {
  submission: LeadRecord;
  statuses: readonly string[];
  /** Where it came from, its photos (admin.leadReport.visits). */
  visit?: LeadVisit;
  /** Its consultation still to come (admin.booking.upcoming). */
  consultation?: ConsultationRecord;
}) {
  return (
    <Box as="li" data-testid="contact-submission" {...cardStyle}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="4">
        <Stack gap="1">
          <Heading as="h3" size="md" fontFamily="heading">
            <Link asChild color="fg" textDecoration="underline" textUnderlineOffset="4px">
              <RouterLink to={leadAddressOf(submission.id)}>{submission.name}</RouterLink>
            </Link>
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
          <Badge colorPalette={statusPalette(submission.status, statuses)} data-testid="lead-status-badge">
            {submission.status}
            {submission.status === 'Won' && submission.jobValue !== null && submission.jobValue !== undefined
              ? ` · ${dollars(submission.jobValue)}`
              : ''}
          </Badge>
          <DeliveryBadge submission={submission} />
          <LeadChoiceBadges lead={submission} place="card" />
          <PageLanguageBadge language={submission.pageLanguage} />
        </HStack>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="lead-waited">
        {waitedText(submission)}
        {submission.followUpOn ? ` · Follow up on ${submission.followUpOn}` : ''}
        {submission.notes.length > 0
          ? ` · ${submission.notes.length} ${submission.notes.length === 1 ? 'note' : 'notes'}`
          : ''}
      </Text>
      {consultation && (
        <Text fontWeight="semibold" mb="3" data-testid="lead-consultation">
          {consultationLine(consultation)}
        </Text>
      )}
      <AlertFailedNote submissionId={submission.id} />
      <LeadContactLinks lead={submission} place="card" mb="4" />
      <LeadFieldTexts lead={submission} place="card" />
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
