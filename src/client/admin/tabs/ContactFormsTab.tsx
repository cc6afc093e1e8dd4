import { Button, Group, HStack, Stack } from '@chakra-ui/react';
import { FileDown, Inbox, ShieldAlert } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { trpc } from '../../trpc';
import { LeadReport } from '../contact/LeadReport';
import { NotificationsNotice } from '../contact/NotificationsNotice';
import { SubmissionCard, SubmissionCardSkeleton } from '../contact/SubmissionCard';
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

/**
 * Contact Forms (docs/product.md, Admin panel): every request, newest first, read-only; spam apart, at its own
 * address (/admin/contact-forms/spam).
 */
export function ContactFormsTab() {
  const [view, setView] = useSubTab('contact', VIEW_IDS);
  const folder: Folder = view === 'report' ? 'inbox' : view;
  const submissions = trpc.admin.contactSubmissions.list.useQuery({ folder });
  const visits = trpc.admin.leadReport.visits.useQuery({ folder }, { enabled: view !== 'report' });
  const visitOf = new Map(visits.data?.map((visit) => [visit.id, visit]));
  const count = submissions.data?.length;
  return (
    <>
      <TabHeader
        title="Contact Form Submissions"
        description="Consultation requests sent from the contact page, newest first."
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'submission' : 'submissions'}`}
        action={
          <HStack gap="3" wrap="wrap">
            <Group attached>
              {(Object.keys(FOLDERS) as Folder[]).map((key) => (
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
            {view !== 'report' && (
              <Button asChild size="sm" variant="outline">
                <a href={`/api/admin/contact-submissions.csv?folder=${folder}`} download>
                  <FileDown size={16} aria-hidden="true" /> Download CSV
                </a>
              </Button>
            )}
          </HStack>
        }
      />
      <NotificationsNotice />
      {view === 'report' ? (
        <LeadReport />
      ) : submissions.isPending ? (
        <Stack gap="4">
          {SKELETONS.map((key) => (
            <SubmissionCardSkeleton key={key} />
          ))}
        </Stack>
      ) : submissions.isError ? (
        <LoadError what="the contact submissions" onRetry={() => void submissions.refetch()} />
      ) : submissions.data.length === 0 ? (
        <EmptyState {...FOLDERS[folder].empty} />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Contact submissions">
          {submissions.data.map((submission) => (
            <SubmissionCard key={submission.id} submission={submission} visit={visitOf.get(submission.id)} />
          ))}
        </Stack>
      )}
    </>
  );
}
