import { Box, Button, Group, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Archive, FileDown, Inbox, SearchX, ShieldAlert } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '../../../common/constants';
import { adminTabAt, leadIdOf } from '../../../common/panel-addresses';
import { settingsInSection } from '../../../common/settings';
import { trpc } from '../../trpc';
import { BookingSection } from '../booking/BookingSection';
import { ALERTS_SUB_TAB, AlertsSection } from '../contact/AlertsSection';
import { LeadFilters } from '../contact/LeadFilters';
import { LeadPage } from '../contact/LeadPage';
import { LeadReport } from '../contact/LeadReport';
import { ResponseTimes } from '../contact/ResponseTimes';
import { SubmissionCard, SubmissionCardSkeleton } from '../contact/SubmissionCard';
import { SettingsCard } from '../settings/SettingsCard';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';
import { useSubTab } from '../useAdminAddress';

const SKELETONS = Array.from({ length: LIMITS.testimonialSkeletons }, (_, index) => `skeleton-${index}`);

const FOLDERS = {
  inbox: {
    label: 'Requests',
    empty: {
      icon: <Inbox size={40} />,
      title: 'No Contact Submissions Yet',
      text: 'When visitors submit the contact form, their messages will appear here.',
    },
  },
  archived: {
    label: 'Archived',
    empty: {
      icon: <Archive size={40} />,
      title: 'Nothing Archived',
      text: 'Leads you archive (done with, won or lost) wait here, out of the way, and can be brought back.',
    },
  },
  spam: {
    label: 'Spam',
    empty: {
      icon: <ShieldAlert size={40} />,
      title: 'No Spam',
      text: 'Requests the spam filter catches (filled by bots) appear here, in case one was real.',
    },
  },
} as const;
type Folder = keyof typeof FOLDERS;
const FOLDER_IDS = Object.keys(FOLDERS) as Folder[];
/** The folders, then the report of where leads came from (/admin/contact-forms/report). */
const VIEW_IDS = [...FOLDER_IDS, 'report'] as const;

/** The inbox's own settings (common/settings/leads.ts): its statuses, reply templates and the CSV's clock. */
const INBOX_SETTINGS = settingsInSection('leads').map((setting) => setting.key);

/**
 * Contact Forms (docs/leads.md): the lead inbox. Every request, newest first, with its status; each lead at its
 * own address (/admin/contact-forms/<id>); Archived and Spam apart, at theirs (/admin/contact-forms/spam).
 */
export function ContactFormsTab() {
  const { pathname } = useLocation();
  const leadId = leadIdOf(adminTabAt(pathname)?.subTab);
  return leadId === null ? <LeadInbox /> : <LeadPage id={leadId} />;
}

/** Below a tablet's width, where the panel puts the leads first. */
const usePhone = () => useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

/**
 * On a phone, what stands above the leads folds away under one line, so the first lead is on the first screen;
 * from a tablet's width it is shown as it is.
 */
function OnPhoneFolded({ phone, label, children }: { phone: boolean; label: string; children: ReactNode }) {
  if (!phone) return <>{children}</>;
  return (
    <Box as="details" mb="4" data-testid="inbox-folded">
      <Box as="summary" cursor="pointer" fontWeight="semibold" py="2">
        {label}
      </Box>
      {children}
    </Box>
  );
}

function LeadInbox() {
  const [view, setView] = useSubTab('contact', VIEW_IDS);
  const { pathname } = useLocation();
  const alertsOpen = adminTabAt(pathname)?.subTab === ALERTS_SUB_TAB;
  const folder: Folder = view === 'report' ? 'inbox' : view;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const words = useDeferredValue(search.trim());
  const filtered = words !== '' || status !== '';
  const leads = trpc.admin.leads.list.useQuery(
    { folder, ...(status ? { status } : {}), ...(words ? { search: words } : {}) },
    { placeholderData: keepPreviousData },
  );
  const summary = trpc.admin.leads.summary.useQuery();
  // Each lead's property address, where it came from and its photos (every non-spam lead for Requests and Archived).
  const visits = trpc.admin.leadReport.visits.useQuery(
    { folder: folder === 'spam' ? 'spam' : 'inbox' },
    { enabled: view !== 'report' },
  );
  const visitOf = new Map(visits.data?.map((visit) => [visit.id, visit]));
  // Each lead's consultation still to come, said on its card.
  const upcoming = trpc.admin.booking.upcoming.useQuery(undefined, { enabled: view !== 'report' });
  const consultationOf = new Map(upcoming.data?.map((booking) => [booking.leadId, booking]));
  const statuses = summary.data?.statuses ?? [];
  const count = leads.data?.length;
  // On a phone the leads come first: the alerts' line follows them, unless the owner opened the alerts.
  const phone = usePhone();
  const alertsBelow = phone && view !== 'report' && !alertsOpen;
  const csv = view !== 'report' && (
    <Button asChild size="sm" variant="outline" alignSelf="start">
      <a href={`/api/admin/contact-submissions.csv?folder=${folder === 'spam' ? 'spam' : 'inbox'}`} download>
        <FileDown size={16} aria-hidden="true" /> Download CSV
      </a>
    </Button>
  );
  return (
    <>
      <TabHeader
        title="Contact Form Submissions"
        description={
          phone
            ? undefined
            : 'Consultation requests sent from the contact page, newest first. Open one to answer it.'
        }
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'submission' : 'submissions'}`}
        action={
          <HStack gap="3" wrap="wrap">
            <Group attached>
              {FOLDER_IDS.map((key) => (
                <Button
                  key={key}
                  size="sm"
                  variant={view === key ? 'solid' : 'outline'}
                  aria-pressed={view === key}
                  onClick={() => setView(key)}
                >
                  {FOLDERS[key].label}
                </Button>
              ))}
              <Button
                size="sm"
                variant={view === 'report' ? 'solid' : 'outline'}
                aria-pressed={view === 'report'}
                onClick={() => setView('report')}
              >
                Report
              </Button>
            </Group>
            {!phone && csv}
          </HStack>
        }
      />
      {!alertsBelow && <AlertsSection />}
      {!alertsBelow && <BookingSection />}
      {view === 'report' ? (
        <LeadReport />
      ) : (
        <>
          <OnPhoneFolded
            phone={phone}
            label={filtered ? 'Search and filters (filtered)' : 'Search, filters, response times, CSV'}
          >
            {summary.data && <ResponseTimes summary={summary.data} />}
            <LeadFilters
              search={search}
              onSearch={setSearch}
              status={status}
              onStatus={setStatus}
              statuses={statuses}
              newCount={summary.data?.newCount ?? 0}
            />
            {phone && csv}
          </OnPhoneFolded>
          {leads.isPending ? (
            <Stack gap="4">
              {SKELETONS.map((key) => (
                <SubmissionCardSkeleton key={key} />
              ))}
            </Stack>
          ) : leads.isError ? (
            <LoadError what="the contact submissions" onRetry={() => void leads.refetch()} />
          ) : leads.data.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={<SearchX size={40} />}
                title="No Matching Requests"
                text="No request in this folder matches the search and status chosen."
              />
            ) : (
              <EmptyState {...FOLDERS[folder].empty} />
            )
          ) : (
            <Stack as="ul" gap="4" listStyleType="none" aria-label="Contact submissions">
              {leads.data.map((lead) => (
                <SubmissionCard
                  key={lead.id}
                  submission={lead}
                  statuses={statuses}
                  visit={visitOf.get(lead.id)}
                  consultation={consultationOf.get(lead.id)}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {alertsBelow && (
        <Box mt="6">
          <AlertsSection />
          <BookingSection />
        </Box>
      )}
      <Box as="details" mt="8" data-testid="inbox-settings">
        <Box as="summary" cursor="pointer" fontWeight="semibold" py="2">
          Inbox settings: statuses, reply templates, time zone
        </Box>
        <Text color="fg.muted" fontSize="sm" mb="3">
          The Text and E-mail buttons of each lead fill these templates in; each saves when you leave the
          field.
        </Text>
        <SettingsCard title="Lead Inbox" keys={INBOX_SETTINGS} />
      </Box>
    </>
  );
}
