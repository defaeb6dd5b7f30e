import {
  adminToken,
  citizenToken,
  createPollByApi,
  expect,
  expirePollByApi,
  holdToken,
  pollCard,
  test,
  uniqueSuffix,
  type PollDraft,
} from '../support/polls';
import { screenshot } from '../support/screens';

// After the one-time receipt box, a citizen had no way back to a poll they voted in, and a closed
// poll vanished from every citizen screen (issue 33 item 5).
test('a citizen finds the polls they voted in, and a closed one with its final results', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await adminToken(request);
  const suffix = uniqueSuffix(testInfo);
  const open: PollDraft = {
    title: `Should markets open on Sundays? ${suffix}`,
    options: [{ title: 'Yes' }, { title: 'No' }],
  };
  const closing: PollDraft = {
    title: `Should ward meetings be public? ${suffix}`,
    type: 'vote',
    results_visibility: 'after_close',
    options: [{ title: 'Yes' }, { title: 'No' }],
  };
  const openId = await createPollByApi(request, admin, open);
  const closingId = await createPollByApi(request, admin, closing);
  const token = await citizenToken(request, testInfo, { verified: true });
  for (const id of [openId, closingId]) {
    const voted = await request.post(`/api/poll/${id}/vote`, {
      headers: { authorization: `Bearer ${token}` },
      data: { option_title: 'Yes' },
    });
    expect(voted.status()).toBe(200);
  }
  await expirePollByApi(request, admin, closingId, closing);

  await holdToken(page, token);
  await page.goto('/user/dashboard/poll');
  await page.getByRole('link', { name: 'My ballots' }).click();
  await expect(page).toHaveURL(/\/user\/ballots$/);
  await expect(page.getByRole('heading', { name: 'My ballots', level: 1 })).toBeVisible();

  const mine = page.locator('section').filter({ hasText: 'You took part in' });
  const openCard = pollCard(mine, open.title);
  await expect(openCard.getByText('Open', { exact: true })).toBeVisible();
  await expect(openCard.getByText('You took part')).toBeVisible();
  // Whether, never how: no card says which option the citizen chose.
  await expect(mine).not.toContainText('You voted for');
  const closedCard = pollCard(mine, closing.title);
  await expect(closedCard.getByText('Closed', { exact: true })).toBeVisible();
  await expect(closedCard.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await closedCard.getByRole('link', { name: 'Check your receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/polls/${closingId}/receipts$`));
  await page.goBack();

  const recent = page.locator('section').filter({ hasText: 'Recently closed' });
  await expect(pollCard(recent, closing.title)).toBeVisible();
  await expect(pollCard(recent, open.title)).toHaveCount(0);
  // Nothing runs off a phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'my-ballots');
});
