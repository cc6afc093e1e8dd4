import { expect, test } from '@playwright/test';

// What the page is made of and what the document lists: tests/integration/openapi-document.test.ts. Here, that a
// browser draws it within the Content-Security-Policy.
test('the API reference at /api/docs draws the documented paths, from our own origin, within the CSP', async ({
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
  // The document is built at its first request (every procedure's schema walked), which a busy machine makes
  // slow: the page draws its paths only once it has come.
  const documentAnswered = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'));
  await page.goto('/api/docs');
  expect((await documentAnswered).status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Summit Coast Builders API/ })).toBeVisible();
  await expect(page.getByText('/contact', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
});
