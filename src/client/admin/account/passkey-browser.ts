import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all (the panel hides passkey buttons where it cannot). */
export const passkeysWork = () => typeof window !== 'undefined' && browserSupportsWebAuthn();

/** The browser's passkey prompt for options from the server; throws when the owner cancels. */
export const askForPasskey = (options: Record<string, unknown>) =>
  startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });

/** Creates a passkey with options from the server. */
export const createPasskey = (options: Record<string, unknown>) =>
  startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });

/**
 * Offers the site's passkeys in the username field's autofill (conditional UI); resolves when the owner picks
 * one. Null where the browser has no such autofill.
 */
export async function passkeyFromAutofill(options: Record<string, unknown>) {
  if (!(await browserSupportsWebAuthnAutofill())) return null;
  return startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: true,
  });
}

/** Ends a waiting autofill request (before a button asks for a passkey itself, or when the page goes). */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();

/** "The owner closed the prompt": not an error worth a red toast. */
export const wasCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
