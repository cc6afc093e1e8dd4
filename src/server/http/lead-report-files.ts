import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import type { SessionOptions } from 'iron-session';
import { GOOGLE_ADS_CSV_PATH } from '../../common/leads/report';
import { googleAdsConversionsCsv } from '../services/leads/lead-report';
import { SIGN_IN_FIRST } from '../trpc/procedures';
import { requestSession } from './context';

/**
 * `GET /api/admin/google-ads-conversions.csv`: won leads with a Google click id, in Google Ads' offline-conversion
 * import format (services/leads/lead-report.ts). Signed-in owner only, `no-store`.
 */
export function leadReportFilesRouter(orm: MikroORM, session: SessionOptions) {
  return express.Router().get(GOOGLE_ADS_CSV_PATH.replace('/api/admin', ''), async (req, res) => {
    const { user } = await requestSession(orm, session, req, res);
    if (!user) {
      res.status(401).json({ message: SIGN_IN_FIRST });
      return;
    }
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="google-ads-conversions-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(await googleAdsConversionsCsv(orm.em.fork()));
  });
}
