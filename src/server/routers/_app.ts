import { router } from '../trpc/procedures';
import { adminAccountRouter } from './admin/account';
import { adminAlertsRouter } from './admin/alerts';
import { adminAreasRouter } from './admin/areas';
import { adminBackupsRouter } from './admin/backups';
import { adminBookingRouter } from './admin/booking';
import { adminContactSubmissionsRouter } from './admin/contact-submissions';
import { adminActivityRouter, adminHistoryRouter, adminTrashRouter } from './admin/history';
import { adminLeadReportRouter } from './admin/lead-report';
import { adminLeadsRouter } from './admin/leads';
import { adminPageSectionsRouter } from './admin/page-sections';
import { adminPortfolioRouter } from './admin/portfolio';
import { adminRedirectsRouter } from './admin/redirects';
import { adminSettingsRouter } from './admin/settings';
import { adminTestimonialsRouter } from './admin/testimonials';
import { adminTranslationsRouter } from './admin/translations';
import { publicAreasRouter } from './public/areas';
import { authRouter } from './public/auth';
import { publicBookingRouter } from './public/booking';
import { publicContactRouter } from './public/contact';
import { publicPageEventsRouter } from './public/page-events';
import { publicPageSectionsRouter } from './public/page-sections';
import { publicPhotosRouter } from './public/photos';
import { publicPortfolioRouter } from './public/portfolio';
import { publicSettingsRouter } from './public/settings';
import { publicTestimonialsRouter } from './public/testimonials';
import { publicTranslationsRouter } from './public/translations';

export const appRouter = router({
  public: router({
    settings: publicSettingsRouter,
    contact: publicContactRouter,
    booking: publicBookingRouter,
    auth: authRouter,
    portfolio: publicPortfolioRouter,
    testimonials: publicTestimonialsRouter,
    pageSections: publicPageSectionsRouter,
    pageEvents: publicPageEventsRouter,
    areas: publicAreasRouter,
    photos: publicPhotosRouter,
    translations: publicTranslationsRouter,
  }),
  admin: router({
    settings: adminSettingsRouter,
    portfolio: adminPortfolioRouter,
    testimonials: adminTestimonialsRouter,
    contactSubmissions: adminContactSubmissionsRouter,
    leads: adminLeadsRouter,
    alerts: adminAlertsRouter,
    pageSections: adminPageSectionsRouter,
    history: adminHistoryRouter,
    trash: adminTrashRouter,
    activity: adminActivityRouter,
    backups: adminBackupsRouter,
    redirects: adminRedirectsRouter,
    leadReport: adminLeadReportRouter,
    areas: adminAreasRouter,
    account: adminAccountRouter,
    translations: adminTranslationsRouter,
    booking: adminBookingRouter,
  }),
});

export type AppRouter = typeof appRouter;
