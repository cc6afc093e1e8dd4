import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { backupsToDelete } from '../../src/server/services/backup/retention';
import { backupCrontab } from '../../src/server/services/backup/scheduled';
import { backupName, parseBackupName } from '../../src/server/services/backup/store';

const at = (iso: string, kind: 'scheduled' | 'manual' | 'pre-restore' = 'scheduled') =>
  backupName(kind, new Date(iso));

describe('backup retention', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // One backup a day for 60 days, ending Wednesday 2026-11-25.
    const names = Array.from({ length: 60 }, (_, day) =>
      at(new Date(Date.UTC(2026, 10, 25 - day, 3)).toISOString()),
    );
    const deleted = new Set(backupsToDelete(names, { daily: 7, weekly: 4 }));
    const kept = names.filter((name) => !deleted.has(name)).map((name) => name.slice(5, 15));
    expect(kept).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      // the newest of each of the last 4 weeks (Monday to Sunday): this one and 11-22 are already kept
      '2026-11-15',
      '2026-11-08',
    ]);
  });

  it('keeps only the newest of one day, and never the safety backups taken before a restore', () => {
    const names = [
      at('2026-11-25T03:00:00Z'),
      at('2026-11-25T10:00:00Z', 'manual'),
      at('2026-11-25T11:00:00Z', 'pre-restore'),
      at('2026-10-01T11:00:00Z', 'pre-restore'),
    ];
    expect(backupsToDelete(names, { daily: 7, weekly: 4 })).toEqual([at('2026-11-25T03:00:00Z')]);
  });

  it('names archives by time and kind, and reads back only its own names', () => {
    const name = at('2026-11-25T03:00:00.123Z');
    expect(name).toBe('site-2026-11-25T03-00-00-123Z-scheduled.tar.gz');
    expect(parseBackupName(name)?.createdAt.toISOString()).toBe('2026-11-25T03:00:00.123Z');
    for (const hostile of ['../secrets.json', 'site-x.tar.gz', `${name}/../x`, `${name}.json`])
      expect(parseBackupName(hostile)).toBeNull();
  });

  it('schedules the daily job at BACKUP_TIME in a crontab graphile-worker accepts', () => {
    const [item] = parseCrontab(backupCrontab({ BACKUP_TIME: '04:30' }));
    expect(item?.task).toBe('site_backup');
    expect(item?.match).toBeDefined();
    expect(backupCrontab({ BACKUP_TIME: '04:30' })).toMatch(/^30 4 \* \* \* site_backup /);
    expect(backupCrontab({ BACKUP_TIME: '00:05' })).toMatch(/^5 0 \* \* \* site_backup /);
  });
});
