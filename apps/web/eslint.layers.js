// The web app's layers, held by lint (docs/architecture.md, ADR 0030).
//
//   top       routes.tsx, routes/, entry-server.tsx,         may import anything below
//             main.tsx, app/
//   features  features/<name>/                              may import the layers below, and another
//                                                           feature only through its index.ts (or a
//                                                           lazily loaded piece's <Piece>.entry.ts)
//   lower     ui/, page-data/ → api/ → lib/                 never import features/ or app/
//
// packages/shared is below all of them. No import circle anywhere in apps/web/src or
// packages/shared/src.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(import.meta.dirname, 'src');
const at = (...parts) => path.join(src, ...parts);
// routes/: the public pages' route modules, part of the route table (ADR 0032).
const top = [at('app'), at('routes.tsx'), at('routes'), at('entry-server.tsx'), at('main.tsx')];
const features = readdirSync(at('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const lowerLayerZones = [
  ...['ui', 'lib', 'api', 'page-data'].map((layer) => ({
    target: at(layer),
    from: [at('features'), ...top],
    message: `${layer}/ is a lower layer: move what it needs down (ui/, lib/, api/) instead of importing features/ or app/.`,
  })),
  // Within the lower layers: lib/ is the floor, api/ stands on it, ui/ and page-data/ on both.
  {
    target: at('lib'),
    from: [at('api'), at('ui'), at('page-data')],
    message: 'lib/ is the lowest web layer: it imports only packages and @rentfront/shared.',
  },
  { target: at('api'), from: [at('ui'), at('page-data')], message: 'api/ imports only lib/ and @rentfront/shared.' },
  { target: at('ui'), from: [at('page-data')], message: 'ui/ takes data as props; page-data/ is for pages.' },
];

const featureZones = features.flatMap((feature) => [
  {
    target: at('features', feature),
    from: top,
    message: 'A feature never imports app/ or the route table; move the piece it needs to ui/ or lib/.',
  },
  {
    target: at('features', feature),
    from: [`${at('features')}/**`],
    except: [`${at('features', feature)}/**`, `${at('features')}/*/index.ts`, `${at('features')}/*/*.entry.ts`],
    message: 'Use another feature only through its public entry, features/<name>/index.ts, or move the shared piece down to ui/ or lib/.',
  },
]);

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts file it reaches and no-cycle sees no circle.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, 'apps/web/tsconfig.json'), path.join(root, 'packages/shared/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Value imports; scripts/check-cycles.mjs (in `npm run lint`) adds type-only imports and folders.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...lowerLayerZones, ...featureZones] }],
    },
  },
];
