// zod compiles object parsers with `new Function` when it may, and probes for it when the first
// object schema is made; the CSP (`script-src 'self'`) refuses that and reports a violation. zod
// keeps its settings on `globalThis.__zod_globalConfig` (so that copies of it agree; `z.config()`
// writes there too): setting `jitless` there before any schema exists turns the probe off without
// pulling zod into the first-load JavaScript. Imported first by entry-client.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
