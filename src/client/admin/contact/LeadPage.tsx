import { Badge, Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Archive, ArchiveRestore, ArrowLeft, Calendar, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { waitedText } from '../../../common/leads';
import { dollars } from '../../../common/leads/figures';
import { adminAddressOf } from '../../../common/panel-addresses';
import { trpc } from '../../trpc';
import { HistoryButton } from '../history/HistoryButton';
import { LoadError } from '../shared/TabParts';
import { FollowUp } from './FollowUp';
import { LeadAlertsLine } from './LeadAlertsLine';
import { LeadConsultations } from './LeadConsultations';
import { LeadChoiceBadges, LeadContactLinks, LeadFieldTexts } from './LeadFields';
import { LeadNotes } from './LeadNotes';
import { LeadStatusForm } from './LeadStatusForm';
import { LeadVisitDetails } from './LeadVisitDetails';
import { statusPalette } from './leadTexts';
import { PageLanguageBadge } from './PageLanguageBadge';
import { ReplyButtons } from './ReplyButtons';
import { formatSubmittedAt } from './SubmissionCard';
import { useLeadActions } from './useLeadActions';

/** A titled part of the lead's page. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Body p={{ base: '4', md: '6' }}>
        <Heading as="h3" size="md" mb="3">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The lead's consultations, when it booked any (a request from the contact form has none). */
function LeadConsultationsPart({ leadId }: { leadId: number }) {
  const bookings = trpc.admin.booking.ofLead.useQuery({ id: leadId });
  if (!bookings.data?.length) return null;
  return (
    <Part title="Consultation">
      <LeadConsultations leadId={leadId} />
    </Part>
  );
}

/** One lead at its own address (/admin/contact-forms/<id>): answer it in one tap, move it along, note, archive. */
export function LeadPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const lead = trpc.admin.leads.get.useQuery({ id });
  const visit = trpc.admin.leadReport.visit.useQuery({ id });
  const summary = trpc.admin.leads.summary.useQuery();
  const actions = useLeadActions(id);
  const back = (
    <Button variant="ghost" size="sm" alignSelf="start" onClick={() => navigate(adminAddressOf('contact'))}>
      <ArrowLeft aria-hidden="true" /> All requests
    </Button>
  );
  if (lead.isPending) {
    return (
      <Stack gap="4">
        {back}
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    );
  }
  if (lead.isError) {
    return (
      <Stack gap="4">
        {back}
        <LoadError what="this lead" onRetry={() => void lead.refetch()} />
      </Stack>
    );
  }
  const data = lead.data;
  const reply = <ReplyButtons lead={data} onUse={(channel) => actions.contacted(data, channel)} />;
  const statuses = summary.data?.statuses ?? [data.status];
  return (
    <Stack gap="4" maxW="3xl" data-testid="lead-page">
      {back}
      <Card.Root>
        <Card.Body p={{ base: '4', md: '6' }} gap="4">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1">
              <Heading as="h2" size="xl" fontFamily="heading">
                {data.name}
              </Heading>
              <HStack gap="1.5" fontSize="sm" color="fg.muted">
                <Calendar size={14} aria-hidden="true" />
                <time dateTime={data.createdAt.toISOString()}>{formatSubmittedAt(data.createdAt)}</time>
              </HStack>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Badge
                colorPalette={statusPalette(data.status, statuses)}
                size="md"
                data-testid="lead-status-badge"
              >
                {data.status}
                {data.status === 'Won' && data.jobValue !== null && data.jobValue !== undefined
                  ? ` · ${dollars(data.jobValue)}`
                  : ''}
              </Badge>
              <LeadChoiceBadges lead={data} place="page" />
              <PageLanguageBadge language={data.pageLanguage} />
            </HStack>
          </Flex>
          <Text fontWeight="semibold" data-testid="lead-waited">
            {waitedText(data)}
            {data.firstContactBy ? ` (${data.firstContactBy})` : ''}
          </Text>
          <LeadAlertsLine lead={data} />
          <Box hideBelow="md">{reply}</Box>
          <LeadContactLinks lead={data} place="page" />
          <Box>
            <LeadFieldTexts lead={data} place="page" />
            {visit.data && <LeadVisitDetails visit={visit.data} />}
          </Box>
          {data.lostReason && (
            <Text fontSize="sm" color="fg.muted">
              Lost: {data.lostReason}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <LeadConsultationsPart leadId={data.id} />
      <Part title="Pipeline">
        <Stack gap="4">
          <LeadStatusForm lead={data} statuses={statuses} actions={actions} />
          <FollowUp lead={data} actions={actions} />
        </Stack>
      </Part>
      <Part title="Notes">
        <LeadNotes lead={data} actions={actions} />
      </Part>
      <Box>
        <HStack gap="2" wrap="wrap">
          {!data.spamReason && (
            <Button
              variant="outline"
              onClick={() => actions.archive.mutate({ id, archived: !data.archivedAt })}
              loading={actions.archive.isPending}
            >
              {data.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {data.archivedAt ? 'Unarchive' : 'Archive'}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => actions.spam.mutate({ id, spam: !data.spamReason })}
            loading={actions.spam.isPending}
          >
            {data.spamReason ? <ShieldCheck aria-hidden="true" /> : <ShieldAlert aria-hidden="true" />}
            {data.spamReason ? 'Not spam: move to Requests' : 'Move to Spam'}
          </Button>
          <HistoryButton target={{ entityType: 'lead', entityKey: String(id), name: data.name }} />
        </HStack>
      </Box>
      {/* On a phone the row stays at the bottom of the screen, wherever the owner is in the lead. */}
      <Box
        hideFrom="md"
        position="sticky"
        bottom="0"
        zIndex="1"
        bg="bg"
        py="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        data-testid="reply-bar"
      >
        {reply}
      </Box>
    </Stack>
  );
}
