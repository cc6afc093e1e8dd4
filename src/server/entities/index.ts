import { AcknowledgedAddress } from './acknowledged-address.entity';
import { ActivityEntry } from './activity-entry.entity';
import { AdminSession } from './admin-session.entity';
import { AlertSettings } from './alert-settings.entity';
import { AreaText } from './area-text.entity';
import { BackupRequest } from './backup-request.entity';
import { BookingSettings } from './booking-settings.entity';
import { CalendarFeed } from './calendar-feed.entity';
import { Consultation } from './consultation.entity';
import { ContactSubmission } from './contact-submission.entity';
import { ContentVersion } from './content-version.entity';
import { LeadAlert } from './lead-alert.entity';
import { LeadPhoto } from './lead-photo.entity';
import { LoginAttempt } from './login-attempt.entity';
import { PageEventCount } from './page-event-count.entity';
import { PageRedirect } from './page-redirect.entity';
import { PageSection } from './page-section.entity';
import { Passkey } from './passkey.entity';
import { PasskeyChallenge } from './passkey-challenge.entity';
import { PhotoColour } from './photo-colour.entity';
import { PortfolioProject } from './portfolio-project.entity';
import { PushSubscription } from './push-subscription.entity';
import { RecoveryCode } from './recovery-code.entity';
import { SiteSetting } from './site-setting.entity';
import { Testimonial } from './testimonial.entity';
import { Translation } from './translation.entity';
import { TrashItem } from './trash-item.entity';
import { User } from './user.entity';

export {
  AcknowledgedAddress,
  ActivityEntry,
  AdminSession,
  AlertSettings,
  AreaText,
  BackupRequest,
  BookingSettings,
  CalendarFeed,
  Consultation,
  ContactSubmission,
  ContentVersion,
  LeadAlert,
  LeadPhoto,
  LoginAttempt,
  PageEventCount,
  PageRedirect,
  PageSection,
  Passkey,
  PasskeyChallenge,
  PhotoColour,
  PortfolioProject,
  PushSubscription,
  RecoveryCode,
  SiteSetting,
  Testimonial,
  Translation,
  TrashItem,
  User,
};
export const entities = [
  User,
  PortfolioProject,
  Testimonial,
  ContactSubmission,
  SiteSetting,
  PageSection,
  LoginAttempt,
  ContentVersion,
  TrashItem,
  ActivityEntry,
  BackupRequest,
  PageRedirect,
  AlertSettings,
  PushSubscription,
  LeadAlert,
  LeadPhoto,
  PageEventCount,
  AreaText,
  AdminSession,
  Passkey,
  PasskeyChallenge,
  RecoveryCode,
  PhotoColour,
  Translation,
  AcknowledgedAddress,
  BookingSettings,
  Consultation,
  CalendarFeed,
];
