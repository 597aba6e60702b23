import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const apps = ['shell', 'mfe-public', 'mfe-admin', 'mfe-estate', 'mfe-portals', 'services'];

/** Apps import shared code only from packages/*, never from each other. */
const noCrossAppImports = apps.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...apps
            .filter((other) => other !== app)
            .map((other) => ({
              regex: `^(\\.\\./)+${other}(/|$)|^${other}(/|$)`,
              message: 'Apps never import each other; move shared code to packages/*.',
            })),
          ...(app === 'services'
            ? []
            : [
                {
                  group: ['antd', 'antd/*'],
                  message: 'Use @estate/platform/ui or @estate/platform/ui-data so antd ships once and per component.',
                },
              ]),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-standalone/**',
      '**/node_modules/**',
      'var/**',
      'coverage/**',
      'e2e/.tmp/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/newline-after-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/platform/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata: those imports must stay values.
    files: ['services/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...noCrossAppImports,
);
