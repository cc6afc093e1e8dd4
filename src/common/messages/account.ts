/** The owner's account: second factors, sessions, password; the server's refusals and the panel's words. */
export const ACCOUNT = {
  secondFactorFirst:
    'Confirm your sign-in with your passkey or authenticator code first (sign in again at /login if you left the page)',
  enrolFirst:
    'Set up a passkey or an authenticator app first: a password alone no longer opens the admin panel',
  wrongCode: 'That code is not right, or it was already used',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  noPendingSignIn: 'Sign in with your password first',
  noTotpSetup: 'Start the authenticator set-up again: its key was not found in this browser',
  totpAlreadyOn: 'An authenticator app is already set up: remove it first to set up another',
  passkeyFailed: 'That passkey could not be verified. Try again, or use another way to sign in.',
  passkeyUnknown: 'This passkey is not registered for this site',
  passkeyChallengeGone: 'The passkey request expired. Try again.',
  proofRequired: 'Confirm with your passkey, an authenticator code or a recovery code',
  lastFactor:
    'This is your only second factor and one is required: add another passkey or the authenticator app first',
  wrongCurrentPassword: 'The current password is not right',
  passwordTooShort: (min: number) => `The new password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `The new password must be at most ${max} characters`,
  passwordCommon: 'This password is on the list of common or leaked passwords: choose another',
  passwordSame: 'The new password must differ from the current one',
  passwordContainsUsername: 'The new password must not contain your username',
  noSuchSession: 'That device is no longer signed in',
  noSuchPasskey: 'That passkey does not exist',
  passkeyName: 'Name the passkey (up to 60 characters)',
} as const;

/** The sign-in page's words, in the panel and as the server draws it before (or without) the panel's script. */
export const LOGIN_PAGE_TEXTS = {
  noticeTitle: 'Authorized Access Only',
  notice: 'Access is restricted to authorized personnel. All sign-in attempts are logged and monitored.',
  codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  enrolNeedsScript:
    'Your password is right. Setting up a second factor (an authenticator app or a passkey) needs JavaScript: turn it on, or wait for the page to finish loading.',
  failed: 'The sign-in could not be completed. Please try again.',
  notBuilt: 'The admin panel has not been built yet.',
};
