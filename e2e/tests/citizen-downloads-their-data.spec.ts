import { readFile } from 'node:fs/promises';
import { expect, logInByApi, signUpByApi, storeToken, test } from '../support/accounts';
import { chatEntries, questionInput, waitForLawLibrary } from '../support/chat';

test('a citizen reads everything held about them, downloads it, and deletes one question', async ({
  page,
  request,
  citizen,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(request, citizen);
  await storeToken(page, await logInByApi(request, citizen));
  await waitForLawLibrary(request);

  // Two questions asked, so one can go and the other stay.
  await page.goto('/chat');
  for (const question of [
    'Can police arrest me without a warrant?',
    'How old must I be to vote?',
  ]) {
    await questionInput(page).fill(question);
    await questionInput(page).press('Enter');
    await expect(
      chatEntries(page).last().getByRole('button', { name: 'Report this answer' }),
    ).toBeVisible({ timeout: 45_000 });
  }

  // From the profile's "Your data and privacy" to the data page.
  await page.goto('/user/profile');
  await page.getByRole('link', { name: 'See and download my data' }).click();
  await expect(page).toHaveURL(/\/user\/data$/);
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  await expect(page.getByText(citizen.email).first()).toBeVisible();
  await expect(page.getByText('Receipt codes were shown to you once')).toBeVisible();
  await expect(page.getByTestId('data-chat-entry')).toHaveCount(2);

  // The download is the same data, as a JSON file with the promised name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('civicng-my-data.json');
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    profile: { email: string };
    chat_history: { question: string }[];
    reads_of_your_data: { what: string }[];
  };
  expect(saved.profile.email).toBe(citizen.email);
  // Opening the screen is no download: the log holds this download alone.
  expect(saved.reads_of_your_data.filter((r) => r.what === 'data_export')).toHaveLength(1);
  expect(saved.chat_history.map((e) => e.question)).toContain('How old must I be to vote?');

  // One question deleted from the data page is gone from the chat history too.
  await page
    .getByRole('button', {
      name: 'Delete the question "Can police arrest me without a warrant?" and its answer',
    })
    .click();
  await expect(page.getByTestId('data-chat-entry')).toHaveCount(1);
  await page.goto('/chat');
  await expect(page.getByText('How old must I be to vote?')).toBeVisible();
  await expect(page.getByText('Can police arrest me without a warrant?')).toHaveCount(0);
});

test("the data download answers for the caller's own account only", async ({
  request,
  citizen,
}) => {
  await signUpByApi(request, citizen);
  const token = await logInByApi(request, citizen);
  const response = await request.get('/api/user/data-export', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename="civicng-my-data.json"',
  );
  expect(((await response.json()) as { profile: { email: string } }).profile.email).toBe(
    citizen.email,
  );
  expect((await request.get('/api/user/data-export')).status()).toBe(401);
});
