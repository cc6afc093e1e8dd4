import { Badge } from '@chakra-ui/react';
import type { ContactSubmissionRecord } from '../../../common/schemas/contact';
import { trpc } from '../../trpc';

const SPAM_REASONS: Record<string, string> = {
  honeypot: 'Spam: filled the hidden field',
  'too-fast': 'Spam: sent within seconds',
  owner: 'Spam: moved here by you',
};

const EMAIL_OFF = { label: 'Not e-mailed: e-mail alerts are off', palette: 'gray' } as const;

const STATES = {
  sent: { label: 'Owner e-mailed', palette: 'green' },
  pending: { label: 'E-mail pending', palette: 'orange' },
  sending: { label: 'E-mail pending', palette: 'orange' },
  failed: { label: 'E-mail failed', palette: 'red' },
} as const;

/**
 * Where the owner's e-mail for this request stands, or why it was judged spam. A request waiting while e-mail alerts
 * are off says so: it goes once they are on, not "pending" as if it were on its way.
 */
export function DeliveryBadge({ submission }: { submission: ContactSubmissionRecord }) {
  const email = trpc.admin.contactSubmissions.notifications.useQuery(undefined, { staleTime: 30_000 });
  if (submission.spamReason) {
    return (
      <Badge colorPalette="gray" variant="subtle" data-testid="delivery-status">
        {SPAM_REASONS[submission.spamReason] ?? 'Spam'}
      </Badge>
    );
  }
  const status = submission.notificationStatus;
  if (!status || status === 'skipped') return null;
  const waiting = (status === 'pending' || status === 'sending') && email.data?.configured === false;
  const { label, palette } = waiting ? EMAIL_OFF : STATES[status];
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="delivery-status">
      {label}
    </Badge>
  );
}
