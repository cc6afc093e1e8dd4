import { Badge } from '@chakra-ui/react';
import type { ContactSubmissionRecord } from '../../../common/schemas/contact';

const SPAM_REASONS: Record<string, string> = {
  honeypot: 'Spam: filled the hidden field',
  'too-fast': 'Spam: sent within seconds',
  owner: 'Spam: moved here by you',
};

const STATES = {
  sent: { label: 'Owner e-mailed', palette: 'green' },
  pending: { label: 'E-mail pending', palette: 'orange' },
  sending: { label: 'E-mail pending', palette: 'orange' },
  failed: { label: 'E-mail failed', palette: 'red' },
} as const;

/** Where the owner's e-mail for this request stands, or why it was judged spam. */
export function DeliveryBadge({ submission }: { submission: ContactSubmissionRecord }) {
  if (submission.spamReason) {
    return (
      <Badge colorPalette="gray" variant="subtle" data-testid="delivery-status">
        {SPAM_REASONS[submission.spamReason] ?? 'Spam'}
      </Badge>
    );
  }
  const status = submission.notificationStatus;
  if (!status || status === 'skipped') return null;
  const { label, palette } = STATES[status];
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="delivery-status">
      {label}
    </Badge>
  );
}
