import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { adminAddressOf } from '../../../common/panel-addresses';
import { isOffered, offerLater, type SignInOffer, SignInOfferAlert } from '../shared/signInOffers';
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
  if (!open) return null;
  return (
    <SignInOfferAlert
      offer={OFFER}
      icon={<KeyRound />}
      title="Sign in faster next time with a passkey"
      text="Your fingerprint, face or PIN instead of the password and a code."
      action="Add a passkey"
      to={adminAddressOf('account')}
      onClose={() => setOpen(false)}
      testId="passkey-offer"
    />
  );
}
