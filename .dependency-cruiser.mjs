/**
 * Rota's dependency rules, checked on resolved paths (`npm run lint` runs them after Biome):
 * whatever the specifier — relative, `#lib/…`, a workspace package — the rule sees the file it
 * lands on. Biome's `noRestrictedImports` overrides keep the rules about npm packages and Node
 * APIs (a package name is the right thing to match there); the layers and the web app's folders
 * are here. CONTRIBUTING.md "Layers" and docs/web.md "Boundaries" describe them.
 *
 * To allow an import a rule refuses, add `pathNot` for that one file with a comment saying why;
 * there is none today.
 */

const web = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // Layers: apps -> packages/contract -> packages/domain.
    {
      name: 'domain-imports-no-workspace',
      comment: 'packages/domain is pure: it imports no other workspace (DESIGN.md, STYLE.md habit 1).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/contract|apps|e2e|bench)/' },
    },
    {
      name: 'contract-imports-only-domain',
      comment: 'packages/contract depends only on @rota/domain and zod (apps -> contract -> domain).',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server does not import the web app.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app does not import the server (it calls it through @rota/contract).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },

    // The web app: app composes features; features use lib, components/ui and the packages.
    {
      name: 'feature-not-another-feature',
      comment:
        'A feature never imports another feature (nor a file lying directly under features/): ' +
        'src/app composes them, and what they share lives in src/lib or src/components/ui.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'loose-feature-file-not-a-feature',
      comment:
        'A file directly under features/ belongs to no feature; it may not reach into one ' +
        '(shared code goes to src/lib or src/components/ui).',
      severity: 'error',
      from: { path: `${web}features/[^/]+$` },
      to: { path: `${web}features/` },
    },
    {
      name: 'only-app-imports-app',
      comment:
        'src/app composes the app (routes, layouts, start-up); nothing but main.tsx and src/app itself ' +
        'imports it. A feature needing a route uses src/lib/routes.',
      severity: 'error',
      from: { path: web, pathNot: `${web}(app/|main\\.tsx$)` },
      to: { path: `${web}app/` },
    },
    {
      name: 'shared-not-features',
      comment: 'src/lib, src/components and src/testing serve the features; they never import one.',
      severity: 'error',
      from: { path: `${web}(lib|components|testing)/` },
      to: { path: `${web}features/` },
    },

    // How the web app writes an import that crosses folders: `#lib/…`, `#ui/…`, `#app/…`,
    // `#features/<name>/…`, `#testing/…` (apps/web/package.json "imports"), never `../../..`.
    {
      name: 'cross-folder-import-by-package-imports',
      comment:
        'An import from one of src/app, src/lib, src/components, src/testing into another folder ' +
        'of src is written with the imports map (#lib/…, #ui/…), not a relative path.',
      severity: 'error',
      from: { path: `${web}(app|lib|components|testing)/` },
      to: { path: web, pathNot: `${web}$1/`, dependencyTypesNot: ['aliased-subpath-import'] },
    },
    {
      name: 'feature-import-by-package-imports',
      comment: 'A feature imports src/lib, src/components and src/testing as #lib/…, #ui/…, #testing/….',
      severity: 'error',
      from: { path: `${web}features/[^/]+/` },
      to: { path: `${web}(app|lib|components|testing)/`, dependencyTypesNot: ['aliased-subpath-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.data|\\.tsbuild)/' },
    // `import type` counts: a type from another feature couples the two all the same.
    tsPreCompilationDeps: true,
    // Workspace packages resolve through their `exports` (as TypeScript and Vite read them), so
    // `@rota/contract` lands on packages/contract/src/… and the layer rules see it.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
