/** Phone and NIN: checked against the identity register, the phone proven with a code. What other rooms may use of it. */
export { checkIdentity, lookUpIdentity, type CheckedIdentity } from './identity-check.js';
export { perNinLimit } from './nin-limit.js';
export { maskNin, normalizeNigerianPhone } from './phone-and-nin.js';
export { identityRoutes } from './routes.js';
export {
  consumeTwoFactorCode,
  incorrectCodeError,
  sendTwoFactorCode,
  withholdTwoFactorCode,
} from './two-factor.js';
