// Server layers and module dependencies (issue 31 item 2), held by `npm run lint`.
//
// This file is the ONE place that says which server module may import which: SERVER_MODULE_DEPENDENCIES
// below. docs/architecture.md explains the layers; docs/recipes/add-server-module.md says how
// to add a module and its pairs. The web and shared packages have their own block in eslint.config.js.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = 'apps/server/src';
const MODULES_DIR = path.join(ROOT, SRC, 'modules');

/**
 * Module → the other modules its product code may import (its tests may import any module's test
 * helpers). A module that is not listed may import no other module. Keep it a one-way graph: the
 * config below refuses a circle. Each pair says what is used, so a reader knows why it exists.
 */
export const SERVER_MODULE_DEPENDENCIES = {
  applications: ['auth'], // re-authentication before a sensitive change (auth/reauth)
  bookings: ['tours'], // the TidyCal visit options are tour settings (tours/booking-options)
  chatbot: [
    'bookings', // the assistant books through TidyCal (bookings/tidycal)
    'saved-searches', // "email me new listings" saves a search (saved-searches/service)
    'tours', // the assistant offers and books tour slots (tours/service, slots, settings, emails)
  ],
  contractors: ['maintenance'], // a contractor's job is a maintenance request (photos, timeline, send)
  dashboard: ['contacts', 'leases', 'properties', 'rent-reports', 'team', 'tours'], // the dashboard counts other modules' rows (the lease and money items with their lists' own filters)
  // The ledger (issue 33): the office's calendar day and money/date formats (leases), the resident guard and own-lease lookup (residents).
  ledger: ['leases', 'residents'],
  leases: ['applications'], // the human reference and unique-violation helpers (applications/reference)
  // The resident portal (issue 32): the sign-in cookies' attributes (auth/cookies), a message is a
  // contact message (contacts/service), leases' links and signing (leases), requests' photos and timeline (maintenance),
  // a notice's file sent by the notices module's own download (notices, ADR 0038).
  residents: ['auth', 'contacts', 'leases', 'maintenance', 'notices'],
  // Online rent payment (issue 33): its resident routes use the portal's guard and own-lease lookup
  // (residents/guard, residents/leases) and book through the ledger writer (ledger/book).
  payments: ['leases', 'ledger', 'residents'],
  // The rent reports (issue 33) read leases with the lease list's search and residents (leases),
  // and balances, open charges, allocation and rent settings from the ledger.
  'rent-reports': ['leases', 'ledger'],
  'saved-searches': ['properties'], // an alert lists the new properties matching a search
  screening: ['applications'], // a screening belongs to an application
  syndication: ['properties', 'site'], // the feeds list properties (serialize) with the office's details (site/service)
  staff: ['auth'], // staff accounts are auth users (auth/users, service, reauth, mfa recovery codes)
};

/** The modules on disk, so a new folder is held by the rules before anyone lists it. */
function moduleFolders() {
  return fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Throws on a listed pair that names no module or that closes a circle, so the list stays one-way. */
function checkDependencies(modules) {
  for (const [from, targets] of Object.entries(SERVER_MODULE_DEPENDENCIES)) {
    for (const name of [from, ...targets]) {
      if (!modules.includes(name)) throw new Error(`eslint/server-boundaries.js: no module folder "${name}" in ${SRC}/modules`);
    }
  }
  const state = new Map(); // name → 'open' while on the path, 'done' after
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') throw new Error(`eslint/server-boundaries.js: module circle ${[...trail, name].join(' → ')}`);
    state.set(name, 'open');
    for (const next of SERVER_MODULE_DEPENDENCIES[name] ?? []) visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of modules) visit(name, []);
}

const at = (p) => `./${SRC}/${p}`;

// Code that is not the product: tests and their helpers, and the bench/fleet/scale-seed tooling.
// It may import anything; the product never imports it.
const TEST_FILES = [`${SRC}/**/*.test.ts`, `${SRC}/**/test-*.ts`, `${SRC}/**/*-fixtures.ts`, `${SRC}/**/*-scenarios.ts`, `${SRC}/test/**`];
// The tooling lives beside src (apps/server/tools: bench, fleet drill, scale seed).
const TOOLING = ['apps/server/tools/**'];
const NOT_PRODUCT = [...TEST_FILES, ...TOOLING];

// The layers, lowest first. A layer imports only the layers below it (and packages).
const LAYERS = [
  { name: 'base', paths: [at('paths.ts')] },
  { name: 'db', paths: [at('db')] },
  {
    name: 'platform',
    paths: [at('platform'), at('config.ts'), at('context.ts'), at('logger.ts'), at('logger-errors.ts')],
  },
  { name: 'modules', paths: [at('modules')] },
  { name: 'pages', paths: [at('pages')] },
  { name: 'composition', paths: [at('app.ts'), at('bootstrap.ts'), at('main.ts'), at('cli'), at('seed')] },
];
const NOT_PRODUCT_PATHS = NOT_PRODUCT.map((glob) => `./${glob}`);

function layerZones() {
  const zones = LAYERS.map((layer, index) => ({
    target: layer.paths,
    from: LAYERS.slice(index + 1).flatMap((higher) => higher.paths),
    message: `The ${layer.name} layer imports only the layers below it (docs/architecture.md).`,
  }));
  // A zone's `from` is all globs or all paths, so the tests and tooling have their own zone.
  zones.push({
    target: LAYERS.flatMap((layer) => layer.paths),
    from: NOT_PRODUCT_PATHS,
    message: 'Product code never imports tests, test helpers or bench/fleet/scale-seed tooling.',
  });
  return zones.filter((zone) => zone.from.length > 0);
}

function moduleZones(modules) {
  return modules.map((name) => {
    const allowed = SERVER_MODULE_DEPENDENCIES[name] ?? [];
    return {
      target: at(`modules/${name}`),
      from: at('modules'),
      except: [`./${name}`, ...allowed.map((other) => `./${other}`)],
      message: `modules/${name} may import only ${allowed.length ? allowed.join(', ') : 'no other module'}: add a pair to SERVER_MODULE_DEPENDENCIES in eslint/server-boundaries.js if it must (docs/recipes/add-server-module.md).`,
    };
  });
}

const modules = moduleFolders();
checkDependencies(modules);

// import-x parses the imported .ts files too (to follow circles), so it needs the TS parser and extensions.
const importSettings = {
  'import-x/extensions': ['.ts', '.mts', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts'] },
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'apps/server/tsconfig.json') })],
};

/** The server's flat-config blocks; eslint.config.js spreads them in. */
export const serverBoundaries = [
  {
    name: 'server/layers-and-module-pairs',
    files: [`${SRC}/**/*.ts`],
    ignores: NOT_PRODUCT,
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones(), ...moduleZones(modules)] }],
    },
  },
  {
    name: 'server/no-cycle',
    files: [`${SRC}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
