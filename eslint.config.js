// ESLint flat config. Syntax-only (no type information) so it stays fast.
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storefront/build/**',
      '**/.react-router/**',
      'cms/.next/**',
      'cms/next-env.d.ts',
      '**/payload-types.ts',
      'cms/src/migrations/**',
      'cms/src/app/**/importMap.js',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // The browser runs Preact (decision 040), whose useSyncExternalStore ignores getServerSnapshot: a store read in
    // the first render would differ from the server's HTML, which Preact's hydration leaves as it is.
    files: ['storefront/app/**/*.{ts,tsx}', 'blocks/src/**/*.{ts,tsx}'],
    ignores: ['storefront/app/ui/hydration.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['useSyncExternalStore'], message: 'Use useStoreAfterHydration (storefront/app/ui/hydration.ts).' }] },
      ],
    },
  },
  {
    // A button that only scripts act on is disabled until they run (decision 052): a press before then is refused where
    // it shows, not lost. Dialogs' own buttons are exempt: a dialog exists only once scripts have opened it.
    files: ['storefront/app/**/*.tsx', 'blocks/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'blocks/src/ui/ScriptButton.tsx', '**/*Dialog.tsx', 'storefront/app/features/vehicle/FullscreenViewer.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='type'][value.value='button']",
          message: 'A button only scripts act on is a <ScriptButton> (@dealer/blocks/ui/ScriptButton): disabled until they run.',
        },
      ],
    },
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
