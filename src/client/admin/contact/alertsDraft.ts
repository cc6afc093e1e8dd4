import type { AlertSettingsInput, AlertSettingsView, SmtpSecurity } from '../../../common/schemas/alerts';
import type { FormErrors } from '../shared/formErrors';

/** The alert settings as the form holds them while the owner types: text as typed, the password never the saved one. */
export interface AlertsDraft {
  recipients: string;
  reminderMinutes: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: SmtpSecurity;
  smtpUsername: string;
  smtpPassword: string;
  forgetPassword: boolean;
  mailFrom: string;
  acknowledgeVisitors: boolean;
}

export type SetDraft = (change: Partial<AlertsDraft>) => void;

/** The fields the form shows an error beside; the server's issues about anything else go to the toast. */
export const ALERTS_FIELDS = {
  recipients: 1,
  reminderMinutes: 1,
  smtpHost: 1,
  smtpPort: 1,
  smtpSecurity: 1,
  smtpUsername: 1,
  smtpPassword: 1,
  mailFrom: 1,
} as const;

export type AlertsErrors = FormErrors<typeof ALERTS_FIELDS>;

/** What each part of the form is given: the saved settings, the draft, its setter and the server's field errors. */
export interface AlertsFieldsProps {
  view: AlertSettingsView;
  draft: AlertsDraft;
  set: SetDraft;
  errors: AlertsErrors;
}

export const draftOf = (view: AlertSettingsView): AlertsDraft => ({
  recipients: view.recipients.join('\n'),
  reminderMinutes: String(view.reminderMinutes),
  smtpHost: view.smtpHost,
  smtpPort: view.smtpPort === null ? '' : String(view.smtpPort),
  smtpSecurity: view.smtpSecurity,
  smtpUsername: view.smtpUsername,
  smtpPassword: '',
  forgetPassword: false,
  mailFrom: view.mailFrom,
  acknowledgeVisitors: view.acknowledgeVisitors,
});

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * What Save sends: addresses split on new lines, commas or semicolons; the password left out to keep the saved one,
 * empty to remove it, or the one typed.
 */
export const inputOf = (draft: AlertsDraft): AlertSettingsInput => ({
  recipients: draft.recipients
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean),
  reminderMinutes: numberOf(draft.reminderMinutes) ?? 0,
  smtpHost: draft.smtpHost,
  smtpPort: numberOf(draft.smtpPort),
  smtpSecurity: draft.smtpSecurity,
  smtpUsername: draft.smtpUsername,
  ...(draft.forgetPassword
    ? { smtpPassword: '' }
    : draft.smtpPassword
      ? { smtpPassword: draft.smtpPassword }
      : {}),
  mailFrom: draft.mailFrom,
  acknowledgeVisitors: draft.acknowledgeVisitors,
});
