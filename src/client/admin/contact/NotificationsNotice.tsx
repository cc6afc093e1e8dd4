import { Alert } from '@chakra-ui/react';
import { trpc } from '../../trpc';

/** Whether new requests reach the owner's inbox: an owner must know when they have to check this tab themselves. */
export function NotificationsNotice() {
  const notifications = trpc.admin.contactSubmissions.notifications.useQuery();
  if (!notifications.data) return null;
  const { configured, recipient } = notifications.data;
  return configured ? (
    <Alert.Root status="success" variant="subtle" data-testid="notifications-notice">
      <Alert.Indicator />
      <Alert.Description>
        E-mail alerts are on: each new request is e-mailed to <strong>{recipient}</strong> as it arrives.
      </Alert.Description>
    </Alert.Root>
  ) : (
    <Alert.Root status="warning" variant="subtle" data-testid="notifications-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>E-mail alerts are off</Alert.Title>
        <Alert.Description>
          New requests are saved here but nobody is e-mailed. Set an alert address and the mail server under
          Set up alerts; requests received until then are e-mailed once they are set.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
