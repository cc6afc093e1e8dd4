import { Alert, Button, CloseButton, HStack } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminAddressOf } from '../../../common/panel-addresses';
import { isOffered, offerLater, type SignInOffer, withdrawOffer } from '../shared/signInOffers';
import { ALERTS_SUB_TAB } from './AlertsSection';
import { currentSubscription, pushSupported } from './alertsDevice';

const OFFER: SignInOffer = 'scb-offer-alerts';

/** Called by the login page after every password sign-in: the panel offers alerts if this device has none. */
export const offerAlertsLater = () => offerLater(OFFER);

/**
 * Right after a sign-in, on a device that can show alerts and does not yet: new requests on this phone, with
 * nothing to set up (push needs no mail server). "Turn on alerts here" opens the alerts, where one press asks the
 * browser.
 */
export function AlertsOffer() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!isOffered(OFFER) || !pushSupported()) return;
    void currentSubscription().then(
      (subscription) => setOpen(!subscription),
      () => setOpen(false),
    );
  }, []);
  if (!open) return null;
  const close = () => {
    withdrawOffer(OFFER);
    setOpen(false);
  };
  return (
    <Alert.Root status="info" mb="6" data-testid="alerts-offer">
      <Alert.Indicator>
        <BellRing />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Get new requests on this device</Alert.Title>
        <Alert.Description>
          An alert the moment a visitor asks for a consultation: nothing to set up, one tap to allow it.
        </Alert.Description>
        <HStack mt="2">
          <Button
            size="sm"
            bg="brand.solid"
            color="brand.contrast"
            onClick={() => {
              close();
              navigate(adminAddressOf('contact', ALERTS_SUB_TAB));
            }}
          >
            Turn on alerts here
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Not now" onClick={close} />
    </Alert.Root>
  );
}
