import { expect, openMenu, smsCodeFor, submitLogin, test } from '../support/accounts';
import { catalogue } from '../support/catalogue';
import { waitForLawLibrary } from '../support/chat';
import { adminToken, createPollByApi, pollCard, uniqueSuffix } from '../support/polls';
import { screenshot } from '../support/screens';

// Each story is played by a citizen who reads only this language: every label they look for,
// and every message they read, comes from that language's catalogue.
const stories = [
  {
    language: 'ha',
    question: 'Ɗan sanda zai iya kama ni ba tare da takardar sammaci ba?',
    // Arrest without a warrant: the issue asks for s. 38 among the first three citations.
    cites: /Police Act 2020, s\. 38\b/,
  },
  {
    language: 'pcm',
    question: 'Police fit arrest me if dem no get warrant?',
    // Any section of the Police Act on arrest answers it; the answer must cite one.
    cites: /Police Act 2020, s\. \d+/,
  },
] as const;

for (const { language, question, cites } of stories) {
  test(`a citizen signs up, verifies, votes and asks the law, all in ${language}`, async ({
    page,
    request,
    citizen,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { t, message, apiText } = catalogue(language);
    const admin = await adminToken(request);
    const poll = {
      title: `Council poll ${language} ${uniqueSuffix(testInfo)}`,
      description: 'Which should the council fix first?',
      options: [{ title: 'Street lights' }, { title: 'Drainage' }],
    };
    await createPollByApi(request, admin, poll);

    await test.step('the language is chosen from the menu and sticks', async () => {
      await page.goto('/signup');
      await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: t('auth.signup.title') })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: t('auth.signup.title') })).toBeVisible();
    });

    await test.step('sign up with phone and NIN: the code arrives, the account is made', async () => {
      await page.getByLabel(t('auth.signup.name'), { exact: true }).fill(citizen.name);
      await page.getByLabel(t('auth.email'), { exact: true }).fill(citizen.email);
      await page.getByLabel(t('auth.password'), { exact: true }).fill(citizen.password);
      await page.getByLabel(t('auth.signup.phone'), { exact: true }).fill(citizen.phone);
      await page.getByLabel(t('auth.signup.nin'), { exact: true }).fill(citizen.nin);
      await page.getByRole('button', { name: t('auth.signup.submit'), exact: true }).click();
      await expect(page.getByText(message('messages.codeSentForSignup'))).toBeVisible();
      const code = await smsCodeFor(citizen.phone);
      await page.getByLabel(t('auth.signup.twoFactorCode'), { exact: true }).fill(code);
      await screenshot(page, testInfo, `${language}-story-signup-code`);
      await page.getByRole('button', { name: t('auth.signup.submit'), exact: true }).click();
      await expect(page.getByText(message('messages.userCreated'))).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('log in: the menu speaks the language', async () => {
      await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
      await submitLogin(page, citizen, {
        email: t('auth.email'),
        password: t('auth.password'),
        submit: t('auth.login.submit'),
      });
      await expect(page).toHaveURL(/\/home$/);
      await openMenu(page, testInfo, t('common.menu.toggle'));
      const menu = page.locator('#main-menu');
      const polling = menu.getByRole('link', { name: t('common.menu.polling'), exact: true });
      await expect(polling).toBeVisible();
      await polling.click();
    });

    await test.step('vote: the ballot, the receipt and the results in the language', async () => {
      await expect(page.getByRole('heading', { name: t('polls.live.title') })).toBeVisible();
      const card = pollCard(page, poll.title);
      await card.getByRole('radio', { name: 'Drainage' }).check();
      await card.getByRole('button', { name: t('polls.card.voteButton'), exact: true }).click();
      await expect(card.locator('code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(card.getByText(t('polls.receipt.codeLabel')).first()).toBeVisible();
      await expect(card.getByRole('region', { name: t('polls.results.heading') })).toContainText(
        t('polls.results.ballotsCast_one', { number: 1 }),
      );
      await screenshot(page, testInfo, `${language}-story-voted`);
    });

    await test.step('ask the law in the language: the answer speaks it and cites the Police Act', async () => {
      await waitForLawLibrary(request, 'police-act');
      await page.goto('/chat');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const input = page.getByLabel(t('chat.composer.label'));
      await input.fill(question);
      await input.press('Enter');
      const answer = page
        .getByRole('log', { name: t('chat.logLabel') })
        .getByRole('listitem')
        .last();
      await expect(answer.getByRole('link', { name: cites }).first()).toBeVisible({
        timeout: 30_000,
      });
      // The answer's own words are the language's; the law it quotes stays English.
      await expect(answer).toContainText(apiText('chat.intro'));
      await screenshot(page, testInfo, `${language}-story-answer`);
    });
  });
}
