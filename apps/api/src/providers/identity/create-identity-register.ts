import path from 'node:path';
import type { Config } from '../../config.js';
import { repoRoot } from '../../paths.js';
import { createFileRegister, demoRegisterFile } from './file-register.js';
import type { IdentityRegister } from './identity-register.js';
import { createQoreIdRegister } from './qoreid-register.js';

/** The register the configuration names; without one, the demo register of fictitious people. */
export function createIdentityRegister(
  config: Config,
  warn: (message: string) => void,
): IdentityRegister {
  if (config.IDENTITY_PROVIDER === 'qoreid') {
    return createQoreIdRegister({
      baseUrl: config.QOREID_BASE_URL,
      clientId: config.QOREID_CLIENT_ID ?? '',
      secret: config.QOREID_SECRET ?? '',
    });
  }
  if (!config.IDENTITY_REGISTER_FILE) {
    warn('identity: using the demo register of fictitious people (set IDENTITY_REGISTER_FILE)');
    return createFileRegister(demoRegisterFile);
  }
  return createFileRegister(path.resolve(repoRoot, config.IDENTITY_REGISTER_FILE));
}
