import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { reviewShot, reviewShotsAt } from '../support/screenshots';

/** The window sizes of the review screenshots (`npm run test:review`). */
const REVIEW_SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test('the owner backs the site up now, sees the backup listed and downloads it', async ({
  page,
}, testInfo) => {
  await signIn(page, 'backups');
  const panel = page.getByRole('tabpanel', { name: 'Backups' });
  const backups = panel.getByTestId('backup');
  const button = panel.getByRole('button', { name: 'Back up now' });
  await expect(button).toBeEnabled();
  const before = await backups.count();

  await button.click();
  await expect(backups).toHaveCount(before + 1, { timeout: 60_000 });
  await expect(panel.getByTestId('backup-last-run')).toContainText('taken and checked');
  const newest = backups.first();
  await expect(newest).toContainText('Manual');
  await expect(newest).toContainText(/\d+ projects · .*\d+ photos/);

  const downloading = page.waitForEvent('download');
  await newest.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^site-\d{4}-\d{2}-\d{2}T[\d-]+Z-manual\.tar\.gz$/);
  const saved = testInfo.outputPath('downloaded.tar.gz');
  await download.saveAs(saved);
  const bytes = await readFile(saved);
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  await expect(newest).toContainText(
    bytes.length < 1024 * 1024 ? 'KB' : `${(bytes.length / 1024 / 1024).toFixed(1)} MB`,
  );

  await expectNoSeriousViolations(page);
  await reviewShotsAt(page, REVIEW_SIZES, async ({ width }) => {
    await panel.scrollIntoViewIfNeeded();
    await reviewShot(page, { path: testInfo.outputPath(`backups-${width}.png`), fullPage: true });
  });
});

test('the owner restores the backup just taken: the dialog says what it holds, then the site shows it again', async ({
  page,
}, testInfo) => {
  // A change made after the backup, which the restore takes away.
  await page.request.put('/api/settings/hero_title', { data: { value: 'Typed after the backup' } });
  await signIn(page, 'backups');
  const panel = page.getByRole('tabpanel', { name: 'Backups' });
  const newest = panel.getByTestId('backup').first();
  await expect(newest).toContainText('Manual');
  await newest.getByRole('button', { name: /^Restore the backup of / }).click();
  const dialog = page.getByTestId('restore-dialog');
  await expect(dialog).toContainText('Everything the site shows is replaced by what this backup holds');
  await expect(dialog).toContainText('Your account, passwords and alert settings stay as they are');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: testInfo.outputPath('restore-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(page.getByText('The site was restored', { exact: true })).toBeVisible({ timeout: 60_000 });
  // The site as it was is kept, newest in the list.
  await expect(panel.getByTestId('backup').first()).toContainText('Before a restore');
  expect(await (await page.request.get('/')).text()).not.toContain('Typed after the backup');

  // A backup file the owner has is uploaded, checked, and listed to restore from; a file that is none is refused.
  const downloading = page.waitForEvent('download');
  await panel.getByTestId('backup').first().getByRole('link', { name: 'Download' }).click();
  const file = testInfo.outputPath('to-upload.tar.gz');
  await (await downloading).saveAs(file);
  await panel.getByLabel('Backup file to upload').setInputFiles(file);
  await expect(page.getByText('Backup file checked and added', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(panel.getByTestId('backup').first()).toContainText('Uploaded');
  await panel.getByLabel('Backup file to upload').setInputFiles({
    name: 'notes.tar.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.from('not an archive'),
  });
  await expect(page.getByText('This file was not added', { exact: true })).toBeVisible();
  await expect(page.getByText(/This archive cannot be restored: /)).toBeVisible();
});

test('the owner downloads the contact requests as a CSV spreadsheet', async ({ page }, testInfo) => {
  await page.request.post('/api/contact', {
    data: {
      name: '=cmd',
      email: 'csv@example.com',
      phone: '(310) 555-0142',
      message: 'Please call me about an ADU.',
      fillTimeMs: 60_000,
    },
  });
  await signIn(page, 'contact');
  const panel = page.getByRole('tabpanel', { name: 'Contact Forms' });
  await expect(panel.getByTestId('contact-submission').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contact-requests-inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const saved = testInfo.outputPath('requests.csv');
  await download.saveAs(saved);
  const text = await readFile(saved, 'utf8');
  // On the site's clock, which the header names (the `site_time_zone` setting, Los Angeles by default).
  expect(text.startsWith('\uFEFF"Received (America/Los_Angeles)","Name"')).toBe(true);
  expect(text).toContain(`"'=cmd","csv@example.com"`);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: testInfo.outputPath('contact-forms-390.png') });
});

test('a failed last backup is shown in red', async ({ page }, testInfo) => {
  // As the server notes a failed run beside the archives (services/backup/service.ts).
  const folder = path.join(String(process.env.E2E_DATA_DIR), 'backups');
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'last-run.json'),
    JSON.stringify({
      kind: 'scheduled',
      slot: '2026-11-25',
      startedAt: '2026-11-25T03:00:00.000Z',
      finishedAt: '2026-11-25T03:00:09.000Z',
      state: 'failed',
      error: 'No space left on device',
    }),
  );
  await signIn(page, 'backups');
  const alert = page.getByRole('tabpanel', { name: 'Backups' }).getByTestId('backup-last-run');
  await expect(alert).toContainText('The last backup failed');
  await expect(alert).toContainText('No space left on device');
  await expect(alert).toHaveAttribute('data-outcome', 'failed');
  await reviewShotsAt(page, REVIEW_SIZES, ({ width }) =>
    reviewShot(page, { path: testInfo.outputPath(`backups-failed-${width}.png`), fullPage: true }),
  );
});
