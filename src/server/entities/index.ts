import { ActivityEntry } from './activity-entry.entity';
import { AreaText } from './area-text.entity';
import { BackupRequest } from './backup-request.entity';
import { ContactSubmission } from './contact-submission.entity';
import { ContentVersion } from './content-version.entity';
import { LoginAttempt } from './login-attempt.entity';
import { PageSection } from './page-section.entity';
import { PortfolioProject } from './portfolio-project.entity';
import { SiteSetting } from './site-setting.entity';
import { Testimonial } from './testimonial.entity';
import { TrashItem } from './trash-item.entity';
import { User } from './user.entity';

export {
  ActivityEntry,
  AreaText,
  BackupRequest,
  ContactSubmission,
  ContentVersion,
  LoginAttempt,
  PageSection,
  PortfolioProject,
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
  AreaText,
];
