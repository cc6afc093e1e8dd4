import { Alert } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { mapErrorText, TOASTS } from '../../../common/messages';
import { CONTACT_FORM } from '../../../common/routes';

/**
 * The outcome of the form sent as a plain HTML form (server/http/contact-form.ts redirects back here with it
 * in the query): the same texts as the app's toasts, above the form.
 */
export function ContactFormOutcome() {
  const [params] = useSearchParams();
  const failedStatus = Number(params.get(CONTACT_FORM.failedParam));
  if (params.get(CONTACT_FORM.sentParam) === '1')
    return (
      <Alert.Root status="success" role="status" borderRadius="lg" mb="8">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{TOASTS.contactSent.title}</Alert.Title>
          <Alert.Description>{TOASTS.contactSent.description}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (!failedStatus) return null;
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg" mb="8">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{TOASTS.contactFailed}</Alert.Title>
        <Alert.Description>
          {mapErrorText('contact', { status: failedStatus, message: '' })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
