import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { REFUSALS } from '../../common/messages';
import { spreadsheetTime } from '../../common/site-time';
import type { Backups } from '../services/backup/service';
import { BACKUP_NAME_PATTERN } from '../services/backup/store';
import { CSV_BOM, contactRowsNewestFirst, csvHeader, csvRow } from '../services/leads/contact-csv';
import { leadSettings } from '../services/leads/lead-settings';
import { refusalFor } from '../trpc/procedures';
import { requestSession } from './context';

/**
 * Admin downloads that are files, not JSON: the contact requests as CSV and the backup archives. Mounted under
 * /api/admin, where sign-in is checked before anything else (http/admin-guard.ts); checked again here. Both stream,
 * so neither the leads nor an archive of any size is held in memory, and both are `no-store`.
 */
export function adminFilesRouter(orm: MikroORM, session: SessionOptions, backups: Backups | undefined) {
  const router = express.Router();
  const signedIn = async (req: Request, res: Response) => {
    const { user, signedIn } = await requestSession(orm, session, req, res);
    if (!user) res.status(401).json({ message: refusalFor(signedIn) });
    return user !== null;
  };

  router.get('/contact-submissions.csv', async (req, res) => {
    if (!(await signedIn(req, res))) return;
    const folder = req.query.folder ?? 'inbox';
    if (folder !== 'inbox' && folder !== 'spam' && folder !== 'all') {
      res.status(400).json({ message: REFUSALS.leadsFolder });
      return;
    }
    const site = await leadSettings(orm.em.fork());
    const day = spreadsheetTime(new Date(), site.timeZone).slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="contact-requests-${folder}-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write(CSV_BOM + csvHeader(site));
    for await (const page of contactRowsNewestFirst(orm.em.fork(), folder)) {
      for (const row of page)
        if (!res.write(csvRow(row, site))) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

  router.get('/backups/:name', async (req, res) => {
    if (!(await signedIn(req, res))) return;
    const name = String(req.params.name);
    const summary =
      backups && BACKUP_NAME_PATTERN.test(name)
        ? (await backups.list()).find((entry) => entry.name === name)
        : undefined;
    if (!backups || !summary) {
      res.status(404).json({ message: REFUSALS.noSuchBackup(name.slice(0, 100)) });
      return;
    }
    res.set({
      'Content-Type': 'application/gzip',
      'Content-Length': String(summary.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const body = backups.open(name);
    body.on('error', (error) => res.destroy(error));
    body.pipe(res);
  });
  return router;
}
