// dependency-cruiser rules for the workspace layout. Run: npm run check:deps (see scripts/check-dependencies.ts,
// which also checks for cycles between packages — dependency-cruiser's `circular` only sees module cycles).
const fs = require('node:fs')
const path = require('node:path')

// Workspace folder → package name and the @dealer/* packages it declares, read from the package.json files so
// that a new workspace (stock/, cms-contract/) is covered without editing this file.
const root = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8'))
const workspaces = root.workspaces
  .filter((folder) => fs.existsSync(path.join(__dirname, folder, 'package.json')))
  .map((folder) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, folder, 'package.json'), 'utf8'))
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })
    return { folder, name: pkg.name, declared }
  })
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const inFolders = (folders) => `^(${folders.map(escape).join('|')})/`

// A file in workspace X may reach into workspace Y (by package name or by relative path) only if X's
// package.json declares Y. Root files (scripts/, vitest.config.ts) count as the root package.
const undeclared = [...workspaces, { folder: null, name: root.name, declared: Object.keys({ ...root.dependencies, ...root.devDependencies }) }]
  .map(({ folder, name, declared }) => {
    const forbidden = workspaces.filter((other) => other.folder !== folder && !declared.includes(other.name)).map((other) => other.folder)
    if (forbidden.length === 0) return null
    const from = folder ? { path: inFolders([folder]) } : { pathNot: inFolders(workspaces.map((w) => w.folder)) }
    return {
      name: `undeclared-workspace-dep:${folder ?? '(root)'}`,
      comment: `${name} imports a workspace package that its package.json does not list (add it to dependencies, or don't import it).`,
      severity: 'error',
      from,
      to: { path: inFolders(forbidden) },
    }
  })
  .filter(Boolean)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module cycle. (Cycles between packages are checked by scripts/check-dependencies.ts.)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...undeclared,
    {
      name: 'not-in-package-json',
      comment: 'An npm package in neither the nearest package.json nor the root one (it only works because npm hoists it).',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'unresolvable',
      comment:
        "An import that doesn't resolve to a file. Not: @payload-config (cms/tsconfig.json's path alias, which the root tsconfig " +
        "doesn't have), React Router's generated ./+types/* (made by `react-router typegen`, found through tsconfig rootDirs) " +
        "and its build's virtual:react-router/server-build (the app, which the storefront's server is built around).",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^@payload-config$', '^\\./\\+types/', '^virtual:react-router/server-build$'] },
    },
    {
      name: 'storefront-server-not-features',
      comment:
        "app/server is the storefront's plumbing (the CMS and search clients, config, tenants, request guards): features build on " +
        'it, never the other way round. (Its tests may name a feature’s value they check against.)',
      severity: 'error',
      from: { path: '^storefront/app/server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^storefront/app/features/' },
    },
    {
      name: 'storefront-ui-not-features',
      comment: 'app/ui is generic UI (the form kit, breadcrumbs, fact lists): features use it, it uses no feature.',
      severity: 'error',
      from: { path: '^storefront/app/ui/' },
      to: { path: '^storefront/app/features/' },
    },
    {
      name: 'storefront-not-seed',
      comment: 'The shop never runs the demo seeder: what it needs of stock lives in @dealer/stock.',
      severity: 'error',
      from: { path: '^storefront/' },
      to: { path: '^seed/' },
    },
    {
      name: 'storefront-not-search-internals',
      comment:
        'The storefront talks to the search service over HTTP; of the package it imports only search/client. (Its tests may use ' +
        "the service's own key reader and filter parser to check what the storefront sends.)",
      severity: 'error',
      from: { path: '^storefront/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^search/', pathNot: '^search/client/' },
    },
    {
      name: 'no-server-module-in-browser-code',
      comment:
        'A *.server.* module imported by code that ships to the browser. Route modules (app/routes/**, app/root.tsx) may import them ' +
        '(React Router strips loaders/actions from the client build); other modules must be *.server.* themselves, or tests.',
      severity: 'error',
      from: { path: '^storefront/app/', pathNot: ['^storefront/app/(routes/|root\\.tsx$)', '\\.server\\.[jt]sx?$', '\\.test\\.[jt]sx?$'] },
      // import type is erased from the bundle, so it's fine.
      to: { path: '\\.server\\.[jt]sx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'stripe-only-in-server-modules',
      comment:
        "Stripe's client holds the secret key and must never reach the browser bundle: only *.server.* modules (and tests) " + 'import it, even in routes.',
      severity: 'error',
      from: { path: '^storefront/', pathNot: ['\\.server\\.[jt]sx?$', '\\.test\\.[jt]sx?$'] },
      to: { path: 'node_modules/stripe/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output inside a workspace folder (anchored, so that node_modules/<pkg>/dist/… isn't dropped).
    exclude: { path: ['^[^/]+/(dist|build|\\.next|\\.react-router)/', '^(test-results|\\.data)/', '^cms/src/migrations/'] },
    // Type-only imports count: most of blocks → @dealer/cms-contract is.
    tsPreCompilationDeps: true,
    // A workspace may use what the root package.json declares (vitest, @testing-library/react, …), as npm hoists it.
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
