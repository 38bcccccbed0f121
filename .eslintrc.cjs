/* ESLint 8 classic config: typescript-eslint for all code, react-hooks for the client. */
const fs = require('node:fs');
const path = require('node:path');

const muiBarrels = ['@mui/material', '@mui/icons-material'].map((name) => ({
  name,
  message: 'Import MUI by path, e.g. @mui/material/Button, so bundles stay small.',
}));
// Screens show toasts through @shared/toasts, which loads notistack with the first one.
const clientPaths = [
  ...muiBarrels,
  { name: 'notistack', message: 'Use useSnackbar from @shared/toasts: it loads notistack with the first toast (docs/decisions/0231).' },
];

// Client boundaries (like bulletproof-react): a feature imports neither another feature nor
// the app's top; shared code imports neither. Aliases are caught by no-restricted-imports
// below, relative paths by import/no-restricted-paths.
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureNames = foldersIn('src/features');
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
  {
    target: './src',
    from: './server',
    except: ['./src/contracts'],
    message: 'The client imports only the contracts of the server, through @contracts/*.',
  },
];
// Relative paths into the server and bare src/… or server/… paths (tsconfig's baseUrl would
// let them type-check) are refused by name; @contracts/* is the client's one way in.
const clientPathPatterns = [
  {
    group: ['src/*', 'server/*'],
    message: 'Use the aliases (@shared/*, @features/*, @app/*, @contracts/*), not bare src/… or server/… paths.',
  },
  { group: ['**/server/**'], message: 'The client imports the server only through @contracts/*.' },
];
const sharedPatterns = [
  { group: ['@features/*', '@app/*'], message: 'Shared code imports neither features nor the app top.' },
  ...clientPathPatterns,
];

// Server modules with doors (docs/decisions/0092): another module, or anything else in
// server/src, enters a module only through its index.ts; and no import runs up the layers
// contracts → shared → db → plugins → modules → app (db/schema.ts, table types, sits with the contracts).
const moduleNames = foldersIn('server/src/modules');
const serverTops = ['./server/src/app.ts', './server/src/main.ts', './server/src/shutdown.ts'];
const moduleDoorZones = moduleNames.map((name) => ({
  target: [
    ...moduleNames.filter((other) => other !== name).map((other) => `./server/src/modules/${other}`),
    './server/src/modules/index.ts',
    './server/src/contracts',
    './server/src/shared',
    './server/src/db',
    './server/src/plugins',
    ...serverTops,
  ],
  from: `./server/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Enter the ${name} module through its index.ts.`,
}));
const serverLayerZones = [
  {
    target: './server/src/contracts',
    from: [
      './server/src/shared',
      './server/src/db',
      './server/src/plugins',
      './server/src/modules',
      './server/src/config.ts',
      ...serverTops,
    ],
    message: 'Contracts are the bottom layer: plain values and wire schemas, importing nothing of the server.',
  },
  {
    // Globs only in one zone's `from`: the database layer but its table types, and the layers above.
    target: './server/src/shared',
    from: ['./server/src/db/**/!(schema).ts', './server/src/plugins/**', './server/src/modules/**', './server/src/{app,main,shutdown}.ts'],
    message: 'Shared server code imports only contracts and table types.',
  },
  {
    target: './server/src/db',
    from: ['./server/src/plugins', './server/src/modules', ...serverTops],
    message: 'The database layer imports no plugin, module or app.',
  },
  { target: './server/src/plugins', from: ['./server/src/modules', ...serverTops], message: 'Plugins import no module and not the app.' },
  { target: './server/src/modules', from: serverTops, message: 'Modules do not import the app; they get it as a Fastify instance.' },
  { target: './server/src', from: ['./server/test', './server/bench'], message: 'Code under server/src imports no test or bench kit.' },
];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks', 'import'],
  // The TypeScript resolver reads tsconfig's paths, so the zones and import/no-cycle see alias imports too.
  settings: {
    // import/no-cycle follows only files of these extensions, parsed with this parser.
    'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Packages' type declarations are never part of a cycle of ours: not parsing them keeps lint fast.
    'import/ignore': ['node_modules'],
    // One lint run parses each file once (the default forgets parses after 30 s and parses again).
    'import/cache': { lifetime: '∞' },
    'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
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
      files: [
        'server/src/shared/campus-clock.test.ts',
        'server/src/contracts/campus-format.test.ts',
        'src/shared/bookings/campusFormat.test.ts',
      ],
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
                  '!@contracts/booking-status',
                  '!@contracts/booking-messages',
                  '!@contracts/roles',
                  '!@contracts/role-words',
                  '!@contracts/campus-clock',
                  '!@contracts/campus-format',
                  '!@contracts/recurring-dates',
                  '!@contracts/usage-period',
                  '!@contracts/bulk-actions',
                  '!@contracts/request-list',
                  '!@contracts/booking-policy',
                  '!@contracts/closure-rules',
                  '!@contracts/notification-stream',
                  '!@contracts/import-columns',
                  '!@contracts/text-rule',
                  '!@contracts/check-in',
                  '!@contracts/waitlist-rules',
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
            paths: clientPaths,
            patterns: [
              { group: ['@features/*'], message: 'Features do not import each other; move shared code to src/shared.' },
              { group: ['@app/*'], message: 'Features do not import the app top (store, routes, layout).' },
              ...clientPathPatterns,
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
            paths: clientPaths,
            patterns: sharedPatterns,
          },
        ],
      },
    },
    {
      // The one place notistack is imported.
      files: ['src/shared/toasts/**'],
      rules: { 'no-restricted-imports': ['error', { paths: muiBarrels, patterns: sharedPatterns }] },
    },
    {
      files: ['src/app/**', 'src/test/**', 'src/*.tsx'],
      rules: { 'no-restricted-imports': ['error', { paths: clientPaths, patterns: clientPathPatterns }] },
    },
    { files: ['src/**'], rules: { 'import/no-restricted-paths': ['error', { zones: boundaryZones }] } },
    {
      // No two files import each other, however long the way round (docs/decisions/0092). Tests
      // and kits are leaves nothing imports, so only the application's own files are followed.
      files: ['server/src/**', 'src/**'],
      excludedFiles: ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'],
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      files: ['server/src/**'],
      excludedFiles: ['**/*.test.ts'],
      rules: { 'import/no-restricted-paths': ['error', { zones: [...moduleDoorZones, ...serverLayerZones] }] },
    },
  ],
};
