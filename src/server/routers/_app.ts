import { router } from '../trpc/procedures';
import { adminAccountRouter } from './admin/account';
import { adminBackupsRouter } from './admin/backups';
import { adminContactSubmissionsRouter } from './admin/contact-submissions';
import { adminActivityRouter, adminHistoryRouter, adminTrashRouter } from './admin/history';
import { adminPageSectionsRouter } from './admin/page-sections';
import { adminPortfolioRouter } from './admin/portfolio';
import { adminSettingsRouter } from './admin/settings';
import { adminTestimonialsRouter } from './admin/testimonials';
import { authRouter } from './public/auth';
import { publicContactRouter } from './public/contact';
import { publicPageSectionsRouter } from './public/page-sections';
import { publicPortfolioRouter } from './public/portfolio';
import { publicSettingsRouter } from './public/settings';
import { publicTestimonialsRouter } from './public/testimonials';

export const appRouter = router({
  public: router({
    settings: publicSettingsRouter,
    contact: publicContactRouter,
    auth: authRouter,
    portfolio: publicPortfolioRouter,
    testimonials: publicTestimonialsRouter,
    pageSections: publicPageSectionsRouter,
  }),
  admin: router({
    settings: adminSettingsRouter,
    portfolio: adminPortfolioRouter,
    testimonials: adminTestimonialsRouter,
    contactSubmissions: adminContactSubmissionsRouter,
    pageSections: adminPageSectionsRouter,
    history: adminHistoryRouter,
    trash: adminTrashRouter,
    activity: adminActivityRouter,
    backups: adminBackupsRouter,
    account: adminAccountRouter,
  }),
});

export type AppRouter = typeof appRouter;
