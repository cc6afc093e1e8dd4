import { Alert, Button, CloseButton, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * What the panel offers once right after a sign-in (a passkey, alerts on this device): the login page marks the
 * offer in this tab's sessionStorage; the panel shows it until it is taken or dismissed.
 */
export type SignInOffer = 'scb-offer-passkey' | 'scb-offer-alerts';

export function offerLater(offer: SignInOffer) {
  try {
    sessionStorage.setItem(offer, '1');
  } catch {}
}

export function isOffered(offer: SignInOffer): boolean {
  try {
    return typeof window !== 'undefined' && sessionStorage.getItem(offer) === '1';
  } catch {
    return false;
  }
}

function withdrawOffer(offer: SignInOffer) {
  try {
    sessionStorage.removeItem(offer);
  } catch {}
}

/** One offer as the panel shows it: what it gives, one button to the place that does it, and "Not now". */
export function SignInOfferAlert({
  offer,
  icon,
  title,
  text,
  action,
  to,
  onClose,
  testId,
}: {
  offer: SignInOffer;
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  /** The panel address the button opens. */
  to: string;
  onClose: () => void;
  testId: string;
}) {
  const navigate = useNavigate();
  const close = () => {
    withdrawOffer(offer);
    onClose();
  };
  return (
    <Alert.Root status="info" mb="6" data-testid={testId}>
      <Alert.Indicator>{icon}</Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
        <HStack mt="2">
          <Button
            size="sm"
            bg="brand.solid"
            color="brand.contrast"
            onClick={() => {
              close();
              navigate(to);
            }}
          >
            {action}
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Not now" onClick={close} />
    </Alert.Root>
  );
}
