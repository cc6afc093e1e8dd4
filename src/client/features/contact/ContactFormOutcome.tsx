import { Alert } from '@chakra-ui/react';
import type { PostedOutcome } from '../../../common/routing/query';
import { useMessages } from '../../i18n/useMessages';
import { failureText } from './failureText';

/**
 * The outcome of the form sent as a plain HTML form (server/http/contact-form.ts redirects back here with it
 * in the query): the same texts as the app's toasts, above the form.
 */
export function ContactFormOutcome({ sent, failedStatus }: PostedOutcome) {
  const m = useMessages().contact;
  const outcome = sent
    ? { status: 'success' as const, role: 'status', ...m.sent }
    : failedStatus
      ? {
          status: 'error' as const,
          role: 'alert',
          title: m.failed,
          description: failureText(m, { status: failedStatus, message: '' }),
        }
      : null;
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.status} role={outcome.role} borderRadius="lg" mb="8">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcome.title}</Alert.Title>
        <Alert.Description>{outcome.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
