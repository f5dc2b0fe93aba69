/**
 * The server's module boundaries, checked by `npm test` (`node scripts/check-boundaries.mjs`).
 *
 * Paths are relative to the folder cruised from (`apps/server`, or a fixture in the rule's own
 * test), so every pattern starts at `src/`. A module is a folder under `src/modules/` or
 * `src/core/`; its `index.ts` is all another module may import. A module's sub-folders
 * (`sources/uploads/`, …) are rooms with their own `index.ts` in turn.
 */
/**
 * A table may name another module's table in a foreign key: tables import tables directly, so
 * that defining one never loads a whole module.
 */
const tableToTable = '^src/(modules|core)/[^/]+/tables\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'deep-import-across-modules',
      comment: "A module reaches another only through that module's index.ts.",
      severity: 'error',
      from: { path: '^src/(modules|core)/([^/]+)/', pathNot: '(\\.test\\.ts|/test-helpers\\.ts)$' },
      to: {
        path: '^src/(modules|core)/[^/]+/',
        pathNot: ['^src/$1/$2/', '^src/(modules|core)/[^/]+/index\\.ts$', tableToTable],
      },
    },
    {
      name: 'deep-import-across-modules-in-tests',
      comment:
        "A test reaches another module through its index.ts, or its test-helpers.ts (the module's fixtures for tests).",
      severity: 'error',
      from: { path: '^src/(modules|core)/([^/]+)/.*(\\.test\\.ts|/test-helpers\\.ts)$' },
      to: {
        path: '^src/(modules|core)/[^/]+/',
        pathNot: ['^src/$1/$2/', '^src/(modules|core)/[^/]+/(index|test-helpers)\\.ts$'],
      },
    },
    {
      name: 'deep-import-into-a-module',
      comment:
        'Code outside the modules (plugins, jobs, app) reaches a module through its index.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(modules|core)/', '^src/db/schema\\.ts$'] },
      to: {
        path: '^src/(modules|core)/[^/]+/',
        pathNot: '^src/(modules|core)/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'deep-import-across-sub-folders',
      comment: 'Inside a module, a sub-folder is reached through its own index.ts.',
      severity: 'error',
      from: { path: '^src/(modules|core)/([^/]+)/([^/]+)/' },
      to: {
        path: '^src/$1/$2/[^/]+/',
        pathNot: ['^src/$1/$2/$3/', '^src/$1/$2/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'deep-import-into-a-sub-folder',
      comment: "A module's own files reach its sub-folders through their index.ts.",
      severity: 'error',
      from: { path: '^src/(modules|core)/([^/]+)/[^/]+$' },
      to: {
        path: '^src/$1/$2/[^/]+/',
        pathNot: ['^src/$1/$2/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'tables-through-their-module',
      comment:
        "db/schema.ts gathers every module's tables for Drizzle and migrations; a module imports its own tables, and another module's through that module's index.ts.",
      severity: 'error',
      from: { path: '^src/(modules|core)/' },
      to: { path: '^src/db/schema\\.ts$' },
    },
    {
      name: 'no-cycle',
      comment:
        'Imports go one way: a cycle (of files, and so of modules through their index.ts) is refused.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
};
