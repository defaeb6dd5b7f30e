import {
  digits,
  logInByApi,
  registerPerson,
  signUpByApi,
  smsCodeFor,
  smsCountFor,
  storeToken,
  type Citizen,
} from '../support/accounts';
import {
  adminToken,
  createPollByApi,
  expect,
  expirePollByApi,
  pollCard,
  serverWaitTimeout,
  test,
  uniqueSuffix,
  type PollDraft,
} from '../support/polls';
import { screenshot } from '../support/screens';

const onRecordOnly =
  'This phone number is not the one on record for this NIN. Enter the phone number your NIN is registered with.';

test('one identity votes once: deleting the account and signing up again with the same NIN does not give a second ballot', async ({
  page,
  request,
}, testInfo) => {
  // Two sign-ups and a verification by SMS code, a deletion that waits 3 s, a vote: over 30 s.
  test.setTimeout(120_000);
  const suffix = uniqueSuffix(testInfo);
  // A person the register knows, with a virtual NIN too (16 letters and digits, as NIMC issues).
  const person: Citizen & { vnin: string } = {
    name: 'Ngozi Bello',
    email: `one-ballot-${suffix}@example.ng`,
    password: `pass-${digits(8)}`,
    phone: `0803${digits(7)}`,
    nin: digits(11),
    vnin: `VN${digits(12)}ZA`,
  };
  registerPerson(person);
  let otherPhone = person.phone;
  while (otherPhone === person.phone) otherPhone = `0803${digits(7)}`;

  const poll: PollDraft = {
    title: `Ward budget ${suffix}`,
    description: 'What should the ward spend its budget on first?',
    options: [{ title: 'Primary health centre' }, { title: 'Borehole water' }],
  };
  const choice = 'Borehole water';
  const admin = await adminToken(request);
  const pollId = await createPollByApi(request, admin, poll);
  await signUpByApi(request, person);
  await storeToken(page, await logInByApi(request, person));
  const card = pollCard(page, poll.title);

  await test.step('verification: the phone must be the one on record for the NIN', async () => {
    await page.goto('/verification');
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveAccessibleDescription(
      /registered with at NIMC/,
    );
    await expect(page.getByLabel('NIN', { exact: true })).toHaveAccessibleDescription(
      /virtual NIN/,
    );
    await page.getByLabel('Phone Number', { exact: true }).fill(otherPhone);
    // The virtual NIN stands for the NIN: the same person.
    await page.getByLabel('NIN', { exact: true }).fill(person.vnin);
    const submit = page.getByRole('button', { name: 'Verify Account' });
    await submit.click();
    await expect(page.getByText(onRecordOnly)).toBeVisible();
    await expect(page.getByLabel('Two Factor Code', { exact: true })).toHaveCount(0);
    await screenshot(page, testInfo, 'verification-phone-on-record');
    expect(await smsCountFor(otherPhone)).toBe(0);

    await page.getByLabel('Phone Number', { exact: true }).fill(person.phone);
    await submit.click();
    await expect(page.getByText('Two factor code sent to your phone')).toBeVisible();
    await page
      .getByLabel('Two Factor Code', { exact: true })
      .fill(await smsCodeFor(person.phone, serverWaitTimeout));
    await submit.click();
    await expect(page.getByText('User verified successfully')).toBeVisible();
  });

  let receipt = '';
  await test.step('the citizen votes and sees the choice once, with the receipt code', async () => {
    await page.goto('/user/dashboard/poll');
    await card.getByRole('radio', { name: choice }).check();
    await card.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect(card.getByText('Vote submitted successfully')).toBeVisible();
    await expect(card.getByRole('list', { name: 'You voted for' })).toHaveText(choice);
    await expect(card.getByText('This is the only time your choice is shown.')).toBeVisible();
    const code = card.locator('code');
    await expect(code).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    receipt = (await code.textContent()) ?? '';
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'vote-receipt-with-choice');

    // Shown once: back on the list, the card says only that this citizen voted.
    await page.reload();
    await expect(card.getByText('You have voted in this poll.')).toBeVisible();
    await expect(card.getByRole('list', { name: 'You voted for' })).toHaveCount(0);
    await expect(card.locator('code')).toHaveCount(0);
  });

  await test.step('the citizen deletes the account', async () => {
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Delete my Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  await test.step('signs up again with the same email, NIN and phone on record', async () => {
    await page.getByLabel('Name', { exact: true }).fill(person.name);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Phone Number', { exact: true }).fill(person.phone);
    await page.getByLabel('NIN', { exact: true }).fill(person.nin);
    const texted = await smsCountFor(person.phone);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Two factor code sent to your phone')).toBeVisible();
    await page
      .getByLabel('Two Factor Code', { exact: true })
      .fill(await smsCodeFor(person.phone, serverWaitTimeout, texted));
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the new account has already voted: no second ballot, the count stays 1', async () => {
    const token = await logInByApi(request, person);
    await storeToken(page, token);
    await page.goto('/user/dashboard/poll');
    await expect(card.getByText('You have voted in this poll.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
    await expect(card.getByRole('region', { name: 'Results' })).toContainText('1 ballot cast');

    const again = await request.post(`/api/poll/${pollId}/vote`, {
      headers: { authorization: `Bearer ${token}` },
      data: { option_title: 'Primary health centre' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'You have already voted in this poll',
    );
  });

  await test.step('while the poll runs, the voter checks the code; no list of codes exists', async () => {
    await page.goto(`/polls/${pollId}/receipts`);
    await expect(page.getByRole('heading', { name: poll.title })).toBeVisible();
    await expect(page.getByText('The list of every receipt code is published')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Receipt codes' })).toHaveCount(0);
    await page.getByLabel('Your receipt code').fill(receipt.toLowerCase());
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const found = page.locator('#receipt-check-result');
    await expect(found).toContainText(`Receipt ${receipt} was counted.`);
    await expect(found).toContainText('vote buyer');
    await expect(found).not.toContainText(choice);
    await screenshot(page, testInfo, 'receipts-counted-while-open');

    const answer = await request.get(`/api/polls/${pollId}/receipts`);
    const body = (await answer.json()) as { published: boolean; ballots: object[] };
    expect(body).toMatchObject({ published: false, ballots: [] });
  });

  await expirePollByApi(request, admin, pollId, poll);

  await test.step('once the poll is over, the codes are listed with the final totals', async () => {
    await page.goto(`/polls/${pollId}/receipts`);
    const codes = page.getByRole('list', { name: 'Receipt codes' });
    await expect(codes.getByRole('listitem')).toHaveText([receipt]);
    await expect(page.getByText('1 ballot cast')).toBeVisible();
    await expect(codes).not.toContainText(choice);
    await screenshot(page, testInfo, 'receipts-published');
  });
});
