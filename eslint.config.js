import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
// Server layers, module pairs and no import circles: eslint/server-boundaries.js (issue 31 item 2).
import { serverBoundaries } from './eslint/server-boundaries.js';
import webLayers from './apps/web/eslint.layers.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // User and server text is rendered as text, never as HTML.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, not HTML.' },
      ],
      // The root entry pulls every schema (and zod) into whatever imports it; use subpaths.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@rentfront/shared', message: "Import from '@rentfront/shared/<module>' so public pages stay small." },
            { name: 'sonner', message: 'Use the toast helper in src/ui/toast.ts.' },
            { name: 'lucide-react', message: "Use the icons of src/ui/icons (lucide's icons without lucide-react's runtime)." },
            { name: 'lucide', message: 'Add the icon to src/ui/icons and import it from there.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/toasterGate.ts', 'apps/web/src/ui/ToasterImpl.tsx', 'apps/web/src/ui/icons/*.ts', 'apps/web/src/ui/Icon.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...serverBoundaries,
  ...webLayers,
);
