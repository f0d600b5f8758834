import { config } from 'zod';

// The forms validate with the API's zod schemas. zod probes for `new Function` to compile fast parsers; the CSP
// forbids eval, and the browser reports even the failed probe as a violation. Interpreted parsing is plenty for a
// form. Imported first by every module that parses with a schema.
config({ jitless: true });
