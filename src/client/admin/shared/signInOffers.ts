/**
 * What the panel offers once right after a sign-in with the password (a passkey, alerts on this device): the login
 * page marks the offer in this tab's sessionStorage; the panel shows it until it is taken or dismissed.
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

export function withdrawOffer(offer: SignInOffer) {
  try {
    sessionStorage.removeItem(offer);
  } catch {}
}
