import { parseBackupName } from './store';

/** Monday of the ISO week of `date` (UTC), as YYYY-MM-DD: the key of its week. */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * Which archives to delete so that the newest of each of the last `daily` days that have one, and the newest of
 * each of the last `weekly` weeks that have one, are kept. Safety backups taken before a restore are never
 * deleted here: they are the way back from a restore that was a mistake; uploaded archives have their own limit
 * (restore-kept.ts).
 */
export function backupsToDelete(names: readonly string[], keep: { daily: number; weekly: number }): string[] {
  const archives = names
    .map((name) => ({ name, parsed: parseBackupName(name) }))
    .filter((entry) => entry.parsed && (entry.parsed.kind === 'scheduled' || entry.parsed.kind === 'manual'))
    .sort((a, b) => (b.parsed?.createdAt.getTime() ?? 0) - (a.parsed?.createdAt.getTime() ?? 0));
  const kept = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const { name, parsed } of archives) {
    if (!parsed) continue;
    const day = parsed.createdAt.toISOString().slice(0, 10);
    if (!days.has(day) && days.size < keep.daily) kept.add(name);
    days.add(day);
    const week = weekOf(parsed.createdAt);
    if (!weeks.has(week) && weeks.size < keep.weekly) kept.add(name);
    weeks.add(week);
  }
  return archives.map(({ name }) => name).filter((name) => !kept.has(name));
}
