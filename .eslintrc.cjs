/* ESLint 8 classic config: typescript-eslint for all code, react-hooks for the client. */
const fs = require('node:fs');
const path = require('node:path');

const muiBarrels = ['@mui/material', '@mui/icons-material'].map((name) => ({
  name,
  message: 'Import MUI by path, e.g. @mui/material/Button, so bundles stay small.',
}));

// Client boundaries (like bulletproof-react): a feature imports neither another feature nor
// the app's top; shared code imports neither. Aliases are caught by no-restricted-imports
// below, relative paths by import/no-restricted-paths.
const featureNames = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; move shared code to src/shared.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app top (store, routes, layout).' },
  { target: './src/shared', from: './src/features', message: 'Shared code imports no feature.' },
  { target: './src/shared', from: './src/app', message: 'Shared code does not import the app top.' },
];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks', 'import'],
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  env: { browser: true, node: true, es2022: true, jest: true },
  ignorePatterns: ['dist', 'server/dist', 'node_modules', 'coverage', 'test-results', 'data'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-restricted-imports': ['error', { paths: muiBarrels }],
    // One campus clock (docs/decisions/0023-one-campus-clock.md): the timezone plugin is loaded only by the clock's
    // reference tests, so a .tz() call elsewhere would type-check and fail at run time.
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='tz']",
        message:
          "Read campus time through the one campus clock (@contracts/campus-clock; server/src/shared/time.ts), not dayjs' timezone plugin.",
      },
    ],
  },
  overrides: [
    {
      files: ['server/src/shared/campus-clock.test.ts', 'src/shared/bookings/campusFormat.test.ts'],
      rules: { 'no-restricted-syntax': 'off' },
    },
    { files: ['scripts/**/*.mjs'], parserOptions: { sourceType: 'module' } },
    {
      // The wire schemas are TypeBox objects: a value import would ship the schema library
      // to the browser. The client takes their types, and values only from plain modules.
      files: ['src/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@contracts/*',
                  '!@contracts/limits',
                  '!@contracts/booking-limits',
                  '!@contracts/booking-rules',
                  '!@contracts/booking-messages',
                  '!@contracts/roles',
                  '!@contracts/campus-clock',
                  '!@contracts/recurring-dates',
                  '!@contracts/usage-period',
                  '!@contracts/bulk-actions',
                  '!@contracts/request-list',
                  '!@contracts/booking-policy',
                  '!@contracts/closure-rules',
                  '!@contracts/notification-stream',
                  '!@contracts/import-columns',
                ],
                allowTypeImports: true,
                message:
                  'Import types only from the TypeBox contracts; put values the client needs in a plain module such as @contracts/limits.',
              },
            ],
          },
        ],
      },
    },
    {
      // Features stay independent: shared code goes to src/shared.
      files: ['src/features/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: muiBarrels,
            patterns: [
              { group: ['@features/*'], message: 'Features do not import each other; move shared code to src/shared.' },
              { group: ['@app/*'], message: 'Features do not import the app top (store, routes, layout).' },
            ],
          },
        ],
      },
    },
    {
      files: ['src/shared/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: muiBarrels,
            patterns: [{ group: ['@features/*', '@app/*'], message: 'Shared code imports neither features nor the app top.' }],
          },
        ],
      },
    },
    { files: ['src/**'], rules: { 'import/no-restricted-paths': ['error', { zones: boundaryZones }] } },
  ],
};
