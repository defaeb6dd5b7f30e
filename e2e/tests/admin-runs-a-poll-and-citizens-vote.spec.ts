import type { Page } from '@playwright/test';
import { screenshot } from '../support/screens';
import {
  citizenToken,
  expect,
  pollCard,
  pollWindow,
  solidPng,
  test,
  uniqueSuffix,
} from '../support/polls';

// Each dialog is named by its title.
const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('the admin runs a poll, two citizens follow it live, one votes and checks the receipt', async ({
  adminPage: admin,
  request,
  pageAs,
}, testInfo) => {
  // Three people, two signups by SMS code and a poll made by hand: more than the default 30 s.
  test.setTimeout(90_000);
  // The citizens sign up while the admin works: the server hashes, the browser clicks.
  const citizenTokens = Promise.all([
    citizenToken(request, testInfo, { verified: true }),
    citizenToken(request, testInfo, { verified: true }),
  ]);
  citizenTokens.catch(() => undefined); // Reported where it is awaited.
  const title = `Lagos transport priorities ${uniqueSuffix(testInfo)}`;
  const rail = 'Build more rail lines';
  const roads = 'Repair the roads first';
  const savedNotice = admin.getByRole('status').filter({ hasText: 'Changes saved successfully' });
  const adminCard = pollCard(admin, title);

  await test.step('the admin creates a draft poll with two options and an image', async () => {
    await admin.goto('/admin/dashboard');
    await expect(admin.getByRole('heading', { name: 'All Polls' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'View & Edit Polls/Votes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screenshot(admin, testInfo, 'admin-polls-list');

    await admin.getByRole('tab', { name: 'Create Poll/Vote' }).click();
    const form = admin.getByRole('form', { name: 'Create poll' });
    await expect(form).toBeVisible();
    const create = form.getByRole('button', { name: 'Create', exact: true });
    await expect(create).toBeDisabled();

    const { start, end } = await pollWindow(admin);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel(/^Description/).fill('Where should the state spend first?');
    await expect(form.getByLabel('Type', { exact: true })).toHaveValue('poll');
    await expect(form.getByLabel('Status', { exact: true })).toHaveValue('draft');
    await form
      .getByLabel('Show results', { exact: true })
      .selectOption({ label: 'Live to everyone' });
    await form.getByLabel('Start date', { exact: true }).fill(start);
    await form.getByLabel('End date', { exact: true }).fill(end);

    // Each option is a group named by its legend.
    const option = (n: number) => form.getByRole('group', { name: `Option ${n}`, exact: true });
    const first = option(1);
    await first.getByLabel('Option title', { exact: true }).fill(rail);
    await first.getByLabel(/^Option image/).setInputFiles({
      name: 'rail.png',
      mimeType: 'image/png',
      buffer: solidPng(48, 48, [11, 77, 44]),
    });
    const preview = first.getByRole('img', { name: 'Image of option 1' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.png$/);
    // Served, not only named: the browser decoded it.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

    await first.getByRole('button', { name: '+ Add option' }).click();
    const second = option(2);
    await expect(first.getByRole('button', { name: '+ Add option' })).toHaveCount(0);
    await second.getByLabel('Option title', { exact: true }).fill(roads);
    await expect(create).toBeEnabled();
    await screenshot(admin, testInfo, 'admin-poll-create');

    await create.click();
    await expect(savedNotice).toBeVisible();
    // A draft is saved, not published: the notice says citizens will not see it yet.
    await expect(savedNotice).toContainText(
      'Saved as a draft: citizens will not see it until its status is Active.',
    );
    await expect(admin.getByRole('tab', { name: 'View & Edit Polls/Votes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(adminCard).toContainText('Draft');
    await expect(adminCard).toContainText('Live to everyone');
    await expect(adminCard.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  });

  await test.step('the admin activates it: Edit, status Active, save', async () => {
    // Dismissed, so the notice after saving is a new one.
    await savedNotice.getByRole('button', { name: 'Close' }).click();
    await expect(savedNotice).toHaveCount(0);
    await adminCard.getByRole('button', { name: 'Edit' }).click();
    const dialog = modal(admin, 'Edit poll');
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(savedNotice).toBeVisible();
    await expect(savedNotice).not.toContainText('draft');
    await expect(adminCard).toContainText('Active');
    await expect(adminCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    // Where Edit was: why it went, and what to do instead.
    await expect(adminCard).toContainText(
      'Only a draft with no votes can be edited. To end this one early, deactivate it.',
    );
    await expect(adminCard.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await screenshot(admin, testInfo, 'admin-polls-list-active');
  });

  const [citizenTokenA, citizenTokenB] = await citizenTokens;
  const citizen = await pageAs(citizenTokenA);
  const watcher = await pageAs(citizenTokenB);
  const card = pollCard(citizen, title);
  const results = card.getByRole('region', { name: 'Results' });
  const watcherResults = pollCard(watcher, title).getByRole('region', { name: 'Results' });

  await test.step('another citizen watches the live results', async () => {
    await watcher.goto('/user/dashboard/poll');
    await expect(watcher.getByRole('heading', { name: 'Currently Live' })).toBeVisible();
    await watcherResults.scrollIntoViewIfNeeded();
    await expect(watcherResults.getByText('0 ballots cast')).toBeVisible();
    // The badge shows once the event stream has delivered its first counts.
    await expect(watcherResults.locator('.badge', { hasText: 'Live' })).toBeVisible();
    await watcher.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
  });

  await test.step('a citizen chooses an option and votes', async () => {
    await citizen.goto('/user/dashboard/poll');
    await expect(citizen.getByRole('heading', { name: 'Currently Live' })).toBeVisible();
    await expect(card).toContainText('Results are shown to everyone as the votes come in.');
    await expect(results.getByText('0 ballots cast')).toBeVisible();
    const vote = card.getByRole('button', { name: 'Vote', exact: true });
    await expect(vote).toBeDisabled();
    await card.getByRole('radio', { name: rail }).check();
    await expect(vote).toBeEnabled();
    const counted = citizen.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/vote$/.test(response.url()),
    );
    await vote.click();
    expect((await counted).status()).toBe(200);
  });

  await test.step('the watching citizen sees the count change without reloading', async () => {
    // Pushed by the server: within a few seconds of the ballot being counted.
    await expect(watcherResults.getByText('1 ballot cast')).toBeVisible({ timeout: 3_000 });
    await expect(watcherResults.getByRole('listitem').filter({ hasText: rail })).toContainText(
      '1 vote',
    );
    expect(
      await watcher.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // The watcher has not voted and still can.
    await expect(
      pollCard(watcher, title).getByRole('button', { name: 'Vote', exact: true }),
    ).toBeVisible();
  });

  await test.step('the voter sees the receipt code, their choice once, and the count move', async () => {
    await expect(card.getByText('Vote submitted successfully')).toBeVisible();
    await expect(card.getByRole('list', { name: 'You voted for' })).toHaveText(rail);
    await expect(card.getByText('This is the only time your choice is shown.')).toBeVisible();
    await expect(card.locator('code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(card.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
    await expect(results.getByText('1 ballot cast')).toBeVisible();
    await expect(results.getByRole('listitem').filter({ hasText: rail })).toContainText(
      '100% · 1 vote',
    );
    await expect(results.getByRole('listitem').filter({ hasText: roads })).toContainText(
      '0% · 0 votes',
    );
    await screenshot(citizen, testInfo, 'live-poll-voted');
  });

  let code = '';
  let receiptsUrl = '';
  await test.step('the receipts page checks the code while no list of codes exists', async () => {
    code = (await card.locator('code').textContent())!;
    await card.getByRole('link', { name: 'receipts page' }).click();
    await expect(citizen).toHaveURL(/\/polls\/\d+\/receipts$/);
    receiptsUrl = citizen.url();
    await expect(citizen.getByRole('heading', { name: 'Ballot receipts' })).toBeVisible();
    await expect(citizen.getByRole('heading', { name: title })).toBeVisible();
    await expect(citizen.getByRole('list', { name: 'Receipt codes' })).toHaveCount(0);
    await citizen.getByLabel('Your receipt code').fill(code);
    await citizen.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(citizen.getByText(`Receipt ${code} was counted.`)).toBeVisible();
    await expect(citizen.getByText(/vote buyer/).first()).toBeVisible();
    await expect(citizen.locator('main')).not.toContainText(rail);
  });

  await test.step('the admin deactivates the poll and it leaves the live list', async () => {
    await admin.reload();
    await expect(adminCard.getByText('1 ballot cast')).toBeVisible();
    await adminCard.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = modal(admin, 'Deactivate this poll?');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
    await expect(savedNotice).toBeVisible();
    await expect(adminCard).toContainText('Expired');
    await expect(adminCard.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

    await citizen.goto('/user/dashboard/poll');
    const listed = citizen.getByRole('article');
    const empty = citizen.getByText('No live polls available at the moment.');
    await expect(listed.first().or(empty)).toBeVisible();
    await expect(card).toHaveCount(0);
    if ((await listed.count()) === 0) await expect(empty).toBeVisible();
  });

  await test.step('once closed, the receipts page lists the code beside the final totals', async () => {
    await citizen.goto(receiptsUrl);
    const codes = citizen.getByRole('list', { name: 'Receipt codes' });
    await expect(codes.getByRole('listitem')).toHaveText([code]);
    await expect(citizen.getByText('Final results')).toBeVisible();
    await citizen.getByLabel('Find your receipt code').fill(code);
    await expect(citizen.locator('#receipt-search-result')).toContainText(
      `Receipt ${code} was counted.`,
    );
    await expect(codes).not.toContainText(rail);
  });
});
