import { Stack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { trpc } from '../../trpc';
import { SubmissionCard, SubmissionCardSkeleton } from '../contact/SubmissionCard';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';

const SKELETONS = Array.from({ length: LIMITS.testimonialSkeletons }, (_, index) => `skeleton-${index}`);

/** Spec §2 Contact Forms tab: every request the contact form received, newest first, read-only. */
export function ContactFormsTab() {
  const submissions = trpc.admin.contactSubmissions.list.useQuery();
  const count = submissions.data?.length;
  return (
    <>
      <TabHeader
        title="Contact Form Submissions"
        description="Consultation requests sent from the contact page, newest first."
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'submission' : 'submissions'}`}
      />
      {submissions.isPending ? (
        <Stack gap="4">
          {SKELETONS.map((key) => (
            <SubmissionCardSkeleton key={key} />
          ))}
        </Stack>
      ) : submissions.isError ? (
        <LoadError what="the contact submissions" onRetry={() => void submissions.refetch()} />
      ) : submissions.data.length === 0 ? (
        <EmptyState
          icon={<Inbox size={40} />}
          title="No Contact Submissions Yet"
          text="When visitors submit the contact form, their messages will appear here."
        />
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
