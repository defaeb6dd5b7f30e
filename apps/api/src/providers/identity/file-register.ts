import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { apiRoot } from '../../paths.js';
import {
  IdentityRegisterUnavailable,
  type IdentityQuery,
  type IdentityRecord,
  type IdentityRegister,
} from './identity-register.js';

/** The invented people of apps/api/data/demo-identity-register.jsonl (see PROVENANCE.md there). */
export const demoRegisterFile = path.join(apiRoot, 'data', 'demo-identity-register.jsonl');

/** A line that was skipped; `reason` names the fault, never the value (no NINs, no numbers). */
export interface RegisterProblem {
  line: number;
  reason: string;
}

export interface FileRegister extends IdentityRegister {
  /** The lines skipped at the last (re)load of the file. */
  problems(): RegisterProblem[];
}

export interface FileRegisterOptions {
  log?: (msg: string) => void;
}

const PersonLine = z.object({
  nin: z.string().regex(/^\d{11}$/),
  vnin: z
    .string()
    .regex(/^[A-Za-z0-9]{16}$/)
    .optional(),
  first_name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  phone_number: z.string().nullish(),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .optional(),
});

interface Index {
  byNin: Map<string, IdentityRecord>;
  byVnin: Map<string, IdentityRecord>;
  problems: RegisterProblem[];
}

function nigerianMobileE164(input: string): string | undefined {
  const phone = parsePhoneNumberFromString(input.replace(/[\s().-]/g, ''), 'NG');
  if (!phone || phone.country !== 'NG' || !phone.isValid()) return undefined;
  const type = phone.getType();
  return type === undefined || type === 'MOBILE' ? phone.number : undefined;
}

function parseRegister(text: string): Index {
  const index: Index = { byNin: new Map(), byVnin: new Map(), problems: [] };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      index.problems.push({ line, reason: 'not a JSON object' });
      return;
    }
    const parsed = PersonLine.safeParse(json);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
      const reason = fields.some((f) => f !== '')
        ? `missing or invalid ${fields.filter((f) => f !== '').join(', ')}`
        : 'not a JSON object';
      index.problems.push({ line, reason });
      return;
    }
    const person = parsed.data;
    let phoneE164: string | null = null;
    if (person.phone_number != null && person.phone_number.trim() !== '') {
      const e164 = nigerianMobileE164(person.phone_number);
      if (!e164) {
        index.problems.push({ line, reason: 'phone_number is not a Nigerian mobile number' });
        return;
      }
      phoneE164 = e164;
    }
    const vnin = person.vnin?.toUpperCase();
    if (index.byNin.has(person.nin)) {
      index.problems.push({ line, reason: 'nin repeats an earlier line' });
      return;
    }
    if (vnin && index.byVnin.has(vnin)) {
      index.problems.push({ line, reason: 'vnin repeats an earlier line' });
      return;
    }
    const record: IdentityRecord = {
      nin: person.nin,
      firstName: person.first_name,
      lastName: person.last_name,
      phoneE164,
      ...(person.date_of_birth ? { dateOfBirth: person.date_of_birth } : {}),
    };
    index.byNin.set(person.nin, record);
    if (vnin) index.byVnin.set(vnin, record);
  });
  return index;
}

/**
 * A register kept in a JSON Lines file, one person a line. The file is re-read whenever its size
 * or modification time changes, so people appended while the server runs are found at once.
 */
export function createFileRegister(file: string, options: FileRegisterOptions = {}): FileRegister {
  let loaded: { signature: string; index: Index } | undefined;
  let loading: { signature: string; promise: Promise<Index> } | undefined;

  async function load(signature: string): Promise<Index> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new IdentityRegisterUnavailable(`Identity register file ${file} could not be read`);
    }
    const index = parseRegister(text);
    loaded = { signature, index };
    if (options.log) {
      const skipped = index.problems.map((p) => `line ${p.line} (${p.reason})`).join(', ');
      options.log(
        `identity register: ${index.byNin.size} people from ${file}` +
          (skipped ? `; skipped ${index.problems.length} bad line(s): ${skipped}` : ''),
      );
    }
    return index;
  }

  async function current(): Promise<Index> {
    let signature: string;
    try {
      const info = await stat(file);
      signature = `${info.mtimeMs}:${info.size}`;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new IdentityRegisterUnavailable(
        missing
          ? `Identity register file ${file} does not exist`
          : `Identity register file ${file} could not be read`,
      );
    }
    if (loaded?.signature === signature) return loaded.index;
    if (loading?.signature !== signature) {
      const promise = load(signature).finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
      loading = { signature, promise };
    }
    return loading.promise;
  }

  return {
    async lookup(query: IdentityQuery) {
      const index = await current();
      const value = query.value.replace(/\s/g, '');
      const record =
        query.kind === 'nin' ? index.byNin.get(value) : index.byVnin.get(value.toUpperCase());
      return record ? { ...record } : undefined;
    },
    problems() {
      return loaded ? [...loaded.index.problems] : [];
    },
  };
}
