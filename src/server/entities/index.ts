import { ActivityEntry } from './activity-entry.entity';
import { AdminSession } from './admin-session.entity';
import { BackupRequest } from './backup-request.entity';
import { ContactSubmission } from './contact-submission.entity';
import { ContentVersion } from './content-version.entity';
import { LoginAttempt } from './login-attempt.entity';
import { PageSection } from './page-section.entity';
import { Passkey } from './passkey.entity';
import { PortfolioProject } from './portfolio-project.entity';
import { RecoveryCode } from './recovery-code.entity';
import { SiteSetting } from './site-setting.entity';
import { Testimonial } from './testimonial.entity';
import { TrashItem } from './trash-item.entity';
import { User } from './user.entity';

export {
  ActivityEntry,
  AdminSession,
  BackupRequest,
  ContactSubmission,
  ContentVersion,
  LoginAttempt,
  PageSection,
  Passkey,
  PortfolioProject,
  RecoveryCode,
  SiteSetting,
  Testimonial,
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
  AdminSession,
  Passkey,
  RecoveryCode,
];
