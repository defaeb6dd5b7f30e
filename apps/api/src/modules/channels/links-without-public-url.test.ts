import { describe, expect, it } from 'vitest';
import { numberOf, openPoll, usePhoneChannelApp } from '../../test/ussd.js';
import { createUser, lastSmsTo, randomPhone } from '../../test/factories.js';
import { createPoll } from '../../test/polls.js';

// Without PUBLIC_URL the server knows no address a phone can reach: a feature phone was told to
// sign up at http://localhost:3000 (issue 33 item 11). The texts then name the website instead.

describe('the phone channels of a server without PUBLIC_URL', () => {
  // An empty value leaves the variable unset (the test app's default is http://civicng.test).
  const channel = usePhoneChannelApp('pglite', { PUBLIC_URL: '' });

  it('never sends a localhost link, and says where to go in words', async () => {
    const { app } = channel;
    const stranger = randomPhone().e164;
    const screen = await channel.phoneFor(stranger).dial();
    expect(screen.text).not.toMatch(/localhost|127\.0\.0\.1|http/);
    expect(screen.text).toContain('Sign up at the CivicNG website');

    await app.inject({
      method: 'POST',
      url: `/api/sms?key=${channel.key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        from: stranger,
        to: '32145',
        text: 'POLLS',
        date: '2026-11-27 10:00:00',
        id: 'ATXid_2',
        linkId: 'SampleLinkId',
      }).toString(),
    });
    await Promise.allSettled(channel.sent);
    const reply = await lastSmsTo(app, stranger);
    expect(reply).toContain('Sign up at the CivicNG website');
    expect(reply).not.toMatch(/localhost|http/);

    // A verified citizen without a voting PIN is told where to set one.
    const admin = await createUser(app, { admin: true });
    const title = `Should wards publish their budgets ${Date.now()}?`;
    await createPoll(app, admin, { title, type: 'vote' });
    const phone = randomPhone().e164;
    await createUser(app, { verified: true, phone });
    const citizen = channel.phoneFor(phone);
    const options = await openPoll(citizen, title.slice(0, 20));
    await citizen.press(numberOf(options, 'Yes'));
    const noPin = await citizen.press('1234');
    expect(noPin.text).toContain('on your profile at the CivicNG website');
    expect(noPin.text).not.toMatch(/localhost|http/);
  });
});
