import { describe, expect, it } from 'vitest';
import { formatSiteTime, sameSiteDay, siteTimeOfDailyUtc } from '../../src/common/site-time';
import { withoutServerPaths } from '../../src/server/services/backup/owner-message';

describe('times in the site’s time zone (America/Los_Angeles), wherever the browser or server is', () => {
  it('shows a moment on the Los Angeles clock', () => {
    const moment = new Date('2026-01-15T03:00:00Z');
    expect(formatSiteTime(moment, { dateStyle: 'long', timeStyle: 'short' })).toBe(
      'January 14, 2026 at 7:00 PM',
    );
  });

  it('shows the backups’ daily UTC time as Los Angeles time, with the zone that day', () => {
    expect(siteTimeOfDailyUtc('03:00', new Date('2026-01-15T12:00:00Z'))).toBe('7:00 PM PST');
    expect(siteTimeOfDailyUtc('03:00', new Date('2026-07-15T12:00:00Z'))).toBe('8:00 PM PDT');
    expect(siteTimeOfDailyUtc('16:30', new Date('2026-07-15T12:00:00Z'))).toBe('9:30 AM PDT');
  });

  it('tells days apart by the Los Angeles calendar', () => {
    // 01:00 and 09:00 UTC: one UTC day, two days in Los Angeles.
    expect(sameSiteDay(new Date('2026-03-02T01:00:00Z'), new Date('2026-03-02T09:00:00Z'))).toBe(false);
    expect(sameSiteDay(new Date('2026-03-02T09:00:00Z'), new Date('2026-03-03T07:00:00Z'))).toBe(true);
  });
});

describe('no server paths in what the owner reads', () => {
  it('replaces file-system paths in a failure’s message, and leaves the rest', () => {
    expect(
      withoutServerPaths("ENOSPC: no space left on device, write '/data/backups/2026-01-01.tar.tmp'"),
    ).toBe("ENOSPC: no space left on device, write 'a file on the server'");
    expect(withoutServerPaths('EACCES: permission denied, mkdir /var/lib/scb/backups')).toBe(
      'EACCES: permission denied, mkdir a file on the server',
    );
    expect(withoutServerPaths("open 'C:\\scb\\data\\x.tar'")).toBe("open 'a file on the server'");
    expect(withoutServerPaths('The database went away (1/2 tables read)')).toBe(
      'The database went away (1/2 tables read)',
    );
  });
});
