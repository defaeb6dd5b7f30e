import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { personNameFrom, uploadedImagePath } from '@civicng/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from '../modules/auth/emails.js';
import { importFactCheckFile } from '../modules/factcheck/import.js';
import { createDiskImageStore } from '../providers/storage/image-store.js';
import { dbKinds } from '../test/databases.js';
import {
  bearer,
  createUser,
  mailsTo,
  outboxMails,
  randomEmail,
  useTestApp,
} from '../test/factories.js';
import { pollPayload } from '../test/polls.js';

const injectedName = 'Ada.\n\nSECURITY NOTICE: confirm your NIN at http://nin-check.example/verify';

/** A PNG whose header claims the given size; its one tiny IDAT is all the bytes it carries. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    // The first rows of zeros compress to almost nothing: a decompression bomb in 19 KB.
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(bytes: Buffer, filename = 'option.png') {
  const boundary = '----civicng-attack';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('names in mail', () => {
  it('keeps the greeting to one line, whatever the stored name holds', () => {
    for (const make of [verificationEmail, passwordResetEmail]) {
      const mail = make({
        to: 'ada@example.ng',
        name: injectedName,
        appName: 'CivicNG',
        link: 'http://civicng.test/x',
        language: 'en',
      });
      const [greeting, blank] = mail.text.split('\n');
      expect(greeting).toMatch(/^Hello[ ,]/);
      expect(greeting).not.toContain('http');
      expect(blank).toBe('');
      expect(mail.text).not.toContain('SECURITY NOTICE: confirm');
      const tabs = make({
        to: 'a@b.ng',
        name: 'Ada\u2028\t\r Obi',
        appName: 'X',
        link: 'l',
        language: 'en',
      });
      expect(tabs.text.split('\n')[0]).toBe('Hello Ada Obi,');
    }
  });

  it('gives OpenID sign-in a clean name, or none', () => {
    expect(personNameFrom('  Chidinma   Okafor ')).toBe('Chidinma Okafor');
    expect(personNameFrom('Ọlá Adébáyọ̀')).toBe('Ọlá Adébáyọ̀'.normalize('NFC'));
    expect(personNameFrom(injectedName)).toBeUndefined();
    expect(personNameFrom('12345')).toBeUndefined();
    expect(personNameFrom(undefined)).toBeUndefined();
    expect(personNameFrom('x'.repeat(101))).toBeUndefined();
  });
});

describe('uploaded image paths', () => {
  it('are what the image store hands out', async () => {
    const store = createDiskImageStore(mkdtempSync(path.join(tmpdir(), 'civicng-images-')));
    for (const extension of ['png', 'jpg', 'webp'] as const) {
      expect(await store.put(Buffer.from('x'), extension, 'image/png')).toMatch(uploadedImagePath);
    }
  });
});

describe.each(dbKinds)('input hygiene (%s)', (kind) => {
  const made = useTestApp(kind);

  it('refuses a sign-up name that carries a message, and sends no mail', async () => {
    const { app } = made;
    for (const name of [
      injectedName,
      'Ada\r\nBcc: everyone@example.ng',
      '0803 123 4567',
      'ada@example.ng',
      'https://nin-check.example',
      'nin-check.example',
      'Ada: call 0803',
      'x'.repeat(101),
    ]) {
      const email = randomEmail('injection');
      const res = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { name, email, password: 'correct horse battery' },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toMatch(/^name: /);
      expect(await mailsTo(app, email)).toEqual([]);
    }
    expect((await outboxMails(app)).join('\n')).not.toContain('SECURITY NOTICE');
  });

  it('answers a 200 KB name at once (the name check must not backtrack)', async () => {
    const { app } = made;
    // A quadratic "web address" check once took 34 s on the first of these; now a few ms.
    for (const name of ['a'.repeat(200_000), `${'ab'.repeat(100_000)}.`]) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { name, email: randomEmail('long'), password: 'correct horse battery' },
      });
      expect(res.statusCode).toBe(400);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('still takes real names, accents and all', async () => {
    const { app } = made;
    for (const name of [
      'Ọlá Adébáyọ̀',
      "Mary-Jane O'Neil",
      'Ngozi  Okonjo-Iweala',
      'A. B. Ọ’Kéke',
    ]) {
      const email = randomEmail('name');
      const res = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { name: `  ${name} `, email, password: 'correct horse battery' },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const [mail] = await mailsTo(app, email);
      expect(mail?.text.split('\n')[0]).toBe(`Hello ${name.normalize('NFC').replace(/ +/g, ' ')},`);
    }
  });

  it('publishes fact-checks with web addresses only', async () => {
    const { app } = made;
    const admin = await createUser(app, { admin: true });
    const body = {
      claim: 'Voters must bring two passport photographs to the polling unit.',
      fact_check_rating: 'False',
      review_date: '2026-11-20',
    };
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/fact-checks',
        headers: bearer(admin.token),
        payload: { ...body, source_url: url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^source_url: /);
    }
    const ok = await app.inject({
      method: 'POST',
      url: '/api/admin/fact-checks',
      headers: bearer(admin.token),
      payload: { ...body, source_url: 'https://civicng.test/articles/passport-photos' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('imports only fact-checks with web addresses, counting the others as invalid', async () => {
    const { app } = made;
    const dir = mkdtempSync(path.join(tmpdir(), 'civicng-import-'));
    const file = path.join(dir, 'hostile.jsonl');
    const line = (sourceUrl: string, reviewDate = '2024-01-02') =>
      JSON.stringify({ claim: 'A claim', review_date: reviewDate, source_url: sourceUrl });
    writeFileSync(
      file,
      [
        line('javascript:alert(1)'),
        line('data:text/html;base64,PHNjcmlwdD4='),
        line('https://dubawa.org/imported-ok/'),
        line('https://dubawa.org/year-zero/', '0000-01-01'),
        JSON.stringify({
          '@type': 'ClaimReview',
          url: 'javascript:alert(2)',
          claimReviewed: 'Another claim',
        }),
      ].join('\n'),
    );
    const report = await importFactCheckFile(app.ctx.db, file);
    expect(report.read).toBe(5);
    expect(report.invalid.map((i) => i.line)).toEqual([1, 2, 5]);
    expect(report.stored).toBe(2);
    const rows = await app.database.rows<{ source_url: string; review_date: string | null }>(
      sql`select source_url, review_date::text as review_date from fact_checks where source_url like '%:%' order by source_url`,
    );
    expect(rows.filter((r) => !/^https:\/\//.test(r.source_url))).toEqual([]);
    expect(rows.find((r) => r.source_url.endsWith('/year-zero/'))?.review_date).toBeNull();
  });

  it('takes option images only from our upload route', async () => {
    const { app } = made;
    const admin = await createUser(app, { admin: true });
    const create = (imagePath: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/poll/create',
        headers: bearer(admin.token),
        payload: pollPayload({
          options: [{ title: 'Yes', image_path: imagePath }, { title: 'No' }],
        }),
      });
    for (const bogus of [
      'javascript:alert(1)',
      'https://tracker.example/pixel.png',
      '//tracker.example/pixel.png',
      '/uploads/../../var/secrets.json',
      '/uploads/0123456789abcdef0123456789abcdef.svg',
      '/api/user/delete',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      const res = await create(bogus);
      expect(res.statusCode, bogus).toBe(400);
      expect(res.json().message).toMatch(/^options\.0\.image_path: /);
    }
    const upload = multipart(pngClaiming(2, 2));
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...bearer(admin.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await create(uploaded.json().image_path)).statusCode).toBe(201);
    expect((await create(null)).statusCode).toBe(201);
  });

  it('refuses images whose header claims too many pixels, without decoding them', async () => {
    const { app } = made;
    const admin = await createUser(app, { admin: true });
    const send = (bytes: Buffer) => {
      const upload = multipart(bytes);
      return app.inject({
        method: 'POST',
        url: '/api/upload-image',
        headers: { ...bearer(admin.token), ...upload.headers },
        payload: upload.payload,
      });
    };
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(20 * 1024);
    for (const [width, height] of [
      [100_000, 100_000],
      [10_001, 10],
      [7_000, 7_000],
    ] as const) {
      const res = await send(pngClaiming(width, height));
      expect(res.statusCode, `${width}x${height}`).toBe(413);
      expect(res.json().message).toMatch(/pixels/);
    }
    expect((await send(pngClaiming(6_000, 6_000))).statusCode).toBe(201);
  });

  it('answers 400, never 500, to dates outside 2000 to 2100', async () => {
    const { app } = made;
    const admin = await createUser(app, { admin: true });
    for (const [start, end] of [
      ['01/01/0000 00:00', '02/01/2030 00:00'],
      ['0000-01-01T00:00:00Z', '2030-01-02T00:00:00Z'],
      ['01/01/2030 00:00', '31/12/9999 23:59'],
      ['2030-01-01T00:00:00Z', '9999-12-31T23:59:00Z'],
      ['31/12/1999 23:59', '02/01/2030 00:00'],
      ['01/01/2030 00:00', '01/01/2101 00:00'],
      ['01/01/2030 10:75', '02/01/2030 00:00'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/poll/create',
        headers: bearer(admin.token),
        payload: pollPayload({ start_date: start, end_date: end }),
      });
      expect(res.statusCode, `${start} – ${end}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/^(start|end)_date: /);
    }
    const fine = await app.inject({
      method: 'POST',
      url: '/api/poll/create',
      headers: bearer(admin.token),
      payload: pollPayload({ start_date: '01/01/2000 00:00', end_date: '31/12/2100 23:59' }),
    });
    expect(fine.statusCode).toBe(201);

    for (const day of ['0000-01-01', '9999-12-31', '1066-10-14']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/fact-checks',
        headers: bearer(admin.token),
        payload: {
          claim: `A claim reviewed on ${day}`,
          fact_check_rating: 'False',
          review_date: day,
          source_url: `https://civicng.test/articles/${day}`,
        },
      });
      expect(res.statusCode, `${day}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/^review_date: /);
    }
  });
});
