import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { REFUSALS } from '../../common/messages';
import { BACKUP_UPLOAD_PATH } from '../../common/schemas/backup';
import { receiveUploadedArchive, UploadRefused } from '../services/backup/restore-kept';
import type { Backups } from '../services/backup/service';
import { refusalFor } from '../trpc/procedures';
import { requestSession } from './context';
import { isForeignOrigin } from './security';

/** The largest archive taken: a site of many photos, with room; the disk's limit, not the memory's (it streams). */
const MAX_UPLOADED_ARCHIVE_BYTES = 2 * 1024 ** 3;
/** The one type it takes: an HTML form cannot send it, so no other site's page can post one with the cookie. */
const ARCHIVE_TYPE = 'application/gzip';

/**
 * `POST /api/admin/backups/upload`: an archive the owner has (a download from this or another server) sent as the
 * raw body, kept as an `uploaded` backup once it passes the restore's whole check (restore-kept.ts), then restored
 * from the list like any other. Mounted before the API's JSON-only doors (a body that is a file); it checks the
 * sign-in (second factor done), the origin and the type itself. One at a time per instance.
 */
export function backupUploadRouter(
  orm: MikroORM,
  session: SessionOptions,
  backups: Backups | undefined,
  publicUrl: string,
) {
  const siteOrigin = new URL(publicUrl).origin;
  let receiving = false;
  const refuse = (res: Response, status: number, message: string) => {
    res.setHeader('connection', 'close'); // rather than reading the rest of a refused body
    res.status(status).json({ message });
  };
  const router = express.Router();
  router.post(BACKUP_UPLOAD_PATH, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const { user, signedIn } = await requestSession(orm, session, req, res);
    if (!user) return refuse(res, 401, refusalFor(signedIn));
    if (isForeignOrigin(req.headers.origin, siteOrigin, `${req.protocol}://${req.headers.host}`))
      return refuse(res, 403, REFUSALS.foreignOrigin(String(req.headers.origin)));
    if (req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== ARCHIVE_TYPE)
      return refuse(res, 415, `Send the archive itself as ${ARCHIVE_TYPE} (a .tar.gz backup of this site)`);
    if (!backups) return refuse(res, 412, 'Backups are not set up here');
    if (receiving) return refuse(res, 409, 'Another archive is being uploaded: try again when it is done');
    receiving = true;
    try {
      res.status(201).json(await receiveUploadedArchive(backups, req, MAX_UPLOADED_ARCHIVE_BYTES));
    } catch (error) {
      if (error instanceof UploadRefused) return refuse(res, error.status, error.message);
      req.log.error({ err: error }, 'archive upload failed');
      if (!res.headersSent) refuse(res, 400, 'The upload broke off: send the archive again');
    } finally {
      receiving = false;
    }
  });
  return router;
}
