import { Alert, Button, CloseButton, HStack } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminAddressOf } from '../../../common/panel-addresses';
import { isOffered, offerLater, type SignInOffer, withdrawOffer } from '../shared/signInOffers';
import { passkeysWork } from './passkey-browser';

const OFFER: SignInOffer = 'scb-offer-passkey';

/** Called by the login page after a sign-in with a password (and no passkey): the panel then offers one. */
export const offerPasskeyLater = () => offerLater(OFFER);

/**
 * Right after a password sign-in, the panel offers a passkey: next time a fingerprint or face instead of the
 * password and a code. Shown once per sign-in; "Add a passkey" opens the Account tab.
 */
export function PasskeyOffer() {
  const [open, setOpen] = useState(() => isOffered(OFFER) && passkeysWork());
  const navigate = useNavigate();
  if (!open) return null;
  const close = () => {
    withdrawOffer(OFFER);
    setOpen(false);
  };
  return (
    <Alert.Root status="info" mb="6" data-testid="passkey-offer">
      <Alert.Indicator>
        <KeyRound />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Sign in faster next time with a passkey</Alert.Title>
        <Alert.Description>
          Your fingerprint, face or PIN instead of the password and a code.
        </Alert.Description>
        <HStack mt="2">
          <Button
            size="sm"
            bg="brand.solid"
            color="brand.contrast"
            onClick={() => {
              close();
              navigate(adminAddressOf('account'));
            }}
          >
            Add a passkey
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Not now" onClick={close} />
    </Alert.Root>
  );
}
