import { ContactSubmission } from './contact-submission.entity';
import { LoginAttempt } from './login-attempt.entity';
import { PageSection } from './page-section.entity';
import { PortfolioProject } from './portfolio-project.entity';
import { SiteSetting } from './site-setting.entity';
import { Testimonial } from './testimonial.entity';
import { User } from './user.entity';

export { ContactSubmission, LoginAttempt, PageSection, PortfolioProject, SiteSetting, Testimonial, User };
export const entities = [
  User,
  PortfolioProject,
  Testimonial,
  ContactSubmission,
  SiteSetting,
  PageSection,
  LoginAttempt,
];
