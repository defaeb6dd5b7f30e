import { z } from 'zod';

// In a browser, zod's probe for `new Function` (to compile fast parsers) is reported as a
// violation of the app's Content-Security-Policy, which allows no eval. Browsers parse without
// it; the server keeps the compiled parsers. Imported first, before any schema is built.
if (typeof document !== 'undefined') z.config({ jitless: true });
