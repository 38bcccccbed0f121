/* ESLint 8 classic config: typescript-eslint for all code, react-hooks for the client. */
const muiBarrels = ['@mui/material', '@mui/icons-material'].map((name) => ({
  name,
  message: 'Import MUI by path, e.g. @mui/material/Button, so bundles stay small.',
}));

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  env: { browser: true, node: true, es2022: true, jest: true },
  ignorePatterns: ['dist', 'server/dist', 'node_modules', 'coverage', 'test-results', 'data'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-restricted-imports': [
      'error',
      { paths: muiBarrels },
    ],
  },
  overrides: [
    { files: ['scripts/**/*.mjs'], parserOptions: { sourceType: 'module' } },
    {
      // The wire schemas are TypeBox objects: a value import would ship the schema library
      // to the browser. The client takes their types, and values only from plain modules.
      files: ['src/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [{
              group: ['@contracts/*', '!@contracts/limits', '!@contracts/booking-limits', '!@contracts/roles', '!@contracts/campus-clock', '!@contracts/recurring-dates'],
              allowTypeImports: true,
              message: 'Import types only from the TypeBox contracts; put values the client needs in a plain module such as @contracts/limits.',
            }],
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
            patterns: [{ group: ['@features/*'], message: 'Features do not import each other; move shared code to src/shared.' }],
          },
        ],
      },
    },
  ],
};
