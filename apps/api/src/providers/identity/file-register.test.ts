import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileRegister, demoRegisterFile } from './file-register.js';
import { IdentityRegisterUnavailable } from './identity-register.js';

const line = (person: Record<string, unknown>) => `${JSON.stringify(person)}\n`;

const ada = {
  nin: '00000000101',
  vnin: 'ab012345678910yz',
  first_name: 'Ada',
  last_name: 'Testcase',
  phone_number: '0803 000 0101',
  date_of_birth: '1991-02-03',
};
const bayo = {
  nin: '00000000102',
  first_name: 'Bayo',
  last_name: 'Testcase',
  phone_number: '+2348030000102',
};

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'civicng-register-'));
  file = path.join(dir, 'register.jsonl');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createFileRegister', () => {
  it('finds a person by NIN with the phone number as E.164', async () => {
    await writeFile(file, line(ada) + line(bayo));
    const register = createFileRegister(file);
    expect(await register.lookup({ kind: 'nin', value: '00000000101' })).toEqual({
      nin: '00000000101',
      firstName: 'Ada',
      lastName: 'Testcase',
      phoneE164: '+2348030000101',
      dateOfBirth: '1991-02-03',
    });
    expect(await register.lookup({ kind: 'nin', value: '00000000102' })).toEqual({
      nin: '00000000102',
      firstName: 'Bayo',
      lastName: 'Testcase',
      phoneE164: '+2348030000102',
    });
  });

  it('finds a person by virtual NIN in any letter case', async () => {
    await writeFile(file, line(ada));
    const register = createFileRegister(file);
    for (const value of ['AB012345678910YZ', 'ab012345678910yz', 'Ab012345678910yZ']) {
      expect((await register.lookup({ kind: 'vnin', value }))?.nin).toBe('00000000101');
    }
  });

  it('accepts 234… without a plus and a missing phone number', async () => {
    await writeFile(
      file,
      line({ ...bayo, phone_number: '2348030000102' }) +
        line({ nin: '00000000103', first_name: 'No', last_name: 'Phone' }),
    );
    const register = createFileRegister(file);
    expect((await register.lookup({ kind: 'nin', value: '00000000102' }))?.phoneE164).toBe(
      '+2348030000102',
    );
    expect((await register.lookup({ kind: 'nin', value: '00000000103' }))?.phoneE164).toBeNull();
  });

  it('answers undefined for someone not in the register', async () => {
    await writeFile(file, line(ada));
    const register = createFileRegister(file);
    expect(await register.lookup({ kind: 'nin', value: '00000000999' })).toBeUndefined();
    expect(await register.lookup({ kind: 'vnin', value: 'ZZ000000000000ZZ' })).toBeUndefined();
    // A NIN is never a vNIN and the other way round.
    expect(await register.lookup({ kind: 'vnin', value: '00000000101' })).toBeUndefined();
  });

  it('finds a person appended while it runs', async () => {
    await writeFile(file, line(ada));
    const register = createFileRegister(file);
    expect(await register.lookup({ kind: 'nin', value: '00000000102' })).toBeUndefined();
    await appendFile(file, line(bayo));
    expect((await register.lookup({ kind: 'nin', value: '00000000102' }))?.firstName).toBe('Bayo');
    expect((await register.lookup({ kind: 'nin', value: '00000000101' }))?.firstName).toBe('Ada');
  });

  it('skips bad lines, counts them and never logs a NIN or phone number', async () => {
    const logs: string[] = [];
    await writeFile(
      file,
      [
        line(ada).trimEnd(),
        '{"nin": "00000000104", "first_name": ',
        JSON.stringify({ ...bayo, nin: '0000000010' }),
        '',
        JSON.stringify({ ...bayo, nin: '00000000105', phone_number: '0803000' }),
        JSON.stringify({ ...bayo, nin: '00000000101' }),
        JSON.stringify({ nin: '00000000106', first_name: 'Nameless' }),
        '[1, 2]',
        JSON.stringify({ ...bayo, nin: '00000000107', date_of_birth: '1990-13-45' }),
        line(bayo).trimEnd(),
      ].join('\n'),
    );
    const register = createFileRegister(file, { log: (msg) => logs.push(msg) });
    expect(await register.lookup({ kind: 'nin', value: '00000000102' })).toBeDefined();
    expect(await register.lookup({ kind: 'nin', value: '00000000105' })).toBeUndefined();
    expect(register.problems()).toEqual([
      { line: 2, reason: 'not a JSON object' },
      { line: 3, reason: 'missing or invalid nin' },
      { line: 5, reason: 'phone_number is not a Nigerian mobile number' },
      { line: 6, reason: 'nin repeats an earlier line' },
      { line: 7, reason: 'missing or invalid last_name' },
      { line: 8, reason: 'not a JSON object' },
      { line: 9, reason: 'missing or invalid date_of_birth' },
    ]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('skipped 7 bad line(s)');
    expect(logs[0]).toContain('line 3 (missing or invalid nin)');
    expect(logs.join('\n')).not.toMatch(/\d{10}|0803/);
  });

  it('throws IdentityRegisterUnavailable naming the path when the file is missing', async () => {
    const missing = path.join(dir, 'nobody.jsonl');
    const register = createFileRegister(missing);
    const lookup = register.lookup({ kind: 'nin', value: '00000000101' });
    await expect(lookup).rejects.toBeInstanceOf(IdentityRegisterUnavailable);
    await expect(lookup).rejects.toThrow(missing);

    await writeFile(missing, line(ada));
    expect(await register.lookup({ kind: 'nin', value: '00000000101' })).toBeDefined();
    await rm(missing);
    await expect(register.lookup({ kind: 'nin', value: '00000000101' })).rejects.toBeInstanceOf(
      IdentityRegisterUnavailable,
    );
  });
});

describe('the demo register', () => {
  it('parses with no problems and every phone is a valid Nigerian mobile', async () => {
    const register = createFileRegister(demoRegisterFile);
    const people = (await readFile(demoRegisterFile, 'utf8'))
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l));
    expect(people.length).toBeGreaterThanOrEqual(8);

    for (const person of people) {
      expect(person.nin).toMatch(/^000000\d{5}$/);
      expect(person.first_name).toMatch(/^Demo /);
      const record = await register.lookup({ kind: 'nin', value: person.nin });
      expect(record?.nin).toBe(person.nin);
      const phone = parsePhoneNumberFromString(record!.phoneE164!);
      expect(phone?.isValid()).toBe(true);
      expect(phone?.country).toBe('NG');
      expect(phone?.getType()).toBe('MOBILE');
      if (person.vnin) {
        expect((await register.lookup({ kind: 'vnin', value: person.vnin }))?.nin).toBe(person.nin);
      }
    }
    expect(people.filter((p) => p.vnin)).toHaveLength(2);
    expect(register.problems()).toEqual([]);
  });
});
