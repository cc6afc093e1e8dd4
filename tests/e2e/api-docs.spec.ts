import { expect, test } from '@playwright/test';

test('the API reference at /api/docs lists the documented paths, from our own origin, within the CSP', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Summit Coast Builders API/ })).toBeVisible();
  await expect(page.getByText('/contact', { exact: true })).toBeVisible();
  await expect(page.getByText('Send a consultation request')).toBeVisible();
  await expect(page.getByText('/admin/portfolio/{id}', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
});
