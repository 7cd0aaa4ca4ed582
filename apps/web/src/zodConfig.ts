import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may, and probes for it when the first
// object schema is made; the CSP (`script-src 'self'`) refuses that and reports a violation.
// Imported first by entry-client, before any schema exists, so the probe never runs.
config({ jitless: true });
