import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminAddressOf } from '../../../common/panel-addresses';
import { isOffered, offerLater, type SignInOffer, SignInOfferAlert } from '../shared/signInOffers';
import { ALERTS_SUB_TAB } from './AlertsSection';
import { currentSubscription, pushSupported } from './alertsDevice';

const OFFER: SignInOffer = 'scb-offer-alerts';

/** Called by the login page after every sign-in: the panel offers alerts if this device has none. */
export const offerAlertsLater = () => offerLater(OFFER);

/**
 * Right after a sign-in, on a device that can show alerts and does not yet: new requests on this phone, with
 * nothing to set up (push needs no mail server). "Turn on alerts here" opens the alerts, where one press asks the
 * browser.
 */
export function AlertsOffer() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!isOffered(OFFER) || !pushSupported()) return;
    void currentSubscription().then(
      (subscription) => setOpen(!subscription),
      () => setOpen(false),
    );
  }, []);
  if (!open) return null;
  return (
    <SignInOfferAlert
      offer={OFFER}
      icon={<BellRing />}
      title="Get new requests on this device"
      text="An alert the moment a visitor asks for a consultation: nothing to set up, one tap to allow it."
      action="Turn on alerts here"
      to={adminAddressOf('contact', ALERTS_SUB_TAB)}
      onClose={() => setOpen(false)}
      testId="alerts-offer"
    />
  );
}
