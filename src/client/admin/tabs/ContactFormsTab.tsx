import { Button, Group, HStack, Stack } from '@chakra-ui/react';
import { FileDown, Inbox, ShieldAlert } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { trpc } from '../../trpc';
import { AlertsSection } from '../contact/AlertsSection';
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

/**
 * Contact Forms (docs/product.md, Admin panel): every request, newest first, read-only; spam apart, at its own
 * address (/admin/contact-forms/spam).
 */
export function ContactFormsTab() {
  const [folder, setFolder] = useSubTab('contact', FOLDER_IDS);
  const submissions = trpc.admin.contactSubmissions.list.useQuery({ folder });
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
                  variant={folder === key ? 'solid' : 'outline'}
                  aria-pressed={folder === key}
                  onClick={() => setFolder(key)}
                >
                  {FOLDERS[key].label}
                </Button>
              ))}
            </Group>
            <Button asChild size="sm" variant="outline">
              <a href={`/api/admin/contact-submissions.csv?folder=${folder}`} download>
                <FileDown size={16} aria-hidden="true" /> Download CSV
              </a>
            </Button>
          </HStack>
        }
      />
      <AlertsSection />
      {submissions.isPending ? (
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
            <SubmissionCard key={submission.id} submission={submission} />
          ))}
        </Stack>
      )}
    </>
  );
}
