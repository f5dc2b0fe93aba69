import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

/** A package a workspace's file imports without declaring it. */
export interface UndeclaredImport {
  file: string;
  specifier: string;
  packageName: string;
}

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** Folders not read: installed or built code, and fixtures that hold wrong imports on purpose. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite', 'fixtures']);
/** Statements that load a module: import … from, export … from, and a bare import of a path. */
const STATIC_IMPORT =
  /^\s*(?:import\s*['"]([^'"]+)['"]|(?:import|export)\b[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"])/gm;
/** Modules loaded by a call: a dynamic import or a require. */
const CALLED_IMPORT = /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

const declaredIn = (manifest: Manifest) =>
  new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'); null for paths. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return null;
  // Aliases resolved by the bundler ("@/…") and virtual modules ("virtual:…") are no packages.
  if (specifier.startsWith('@/') || specifier.includes(':')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path.join(dir, entry.name));
    return SOURCE.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/** Tests and the helpers only tests load (a `test` or `test-support` folder, fixtures, suites). */
const isTestFile = (file: string) =>
  /\.test\.[a-z]+$|-(fixture|suite)\.[a-z]+$/.test(file) ||
  file.split(path.sep).some((folder) => folder === 'test' || folder === 'test-support');

/** Files only tools run: tests and their helpers, and build configuration. */
const isToolingFile = (file: string) => isTestFile(file) || /\.config\.[a-z]+$/.test(file);

/**
 * The imports of a workspace's files that its package.json does not declare. What the product
 * runs must be a dependency (or a peer); a type-only import may lean on a dev dependency or its
 * `@types/…`; tests, their helpers and build configuration may use dev dependencies and the tools
 * the root declares for the whole repository (vitest, playwright-core).
 */
export function undeclaredImports(workspaceDir: string, rootDir: string): UndeclaredImport[] {
  const manifest = readManifest(workspaceDir);
  const runtime = declaredIn({ ...manifest, devDependencies: {} });
  const all = declaredIn(manifest);
  const tools = declaredIn(readManifest(rootDir));
  const has = (names: Set<string>, name: string) => names.has(name) || names.has(`@types/${name}`);
  const found: UndeclaredImport[] = [];
  for (const file of sourceFiles(workspaceDir)) {
    const tooling = isToolingFile(path.relative(workspaceDir, file));
    const text = readFileSync(file, 'utf8');
    const matches = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(CALLED_IMPORT)];
    for (const [statement, bare, named] of matches) {
      const specifier = bare ?? named ?? '';
      const packageName = packageOf(specifier);
      if (!packageName || packageName === manifest.name) continue;
      const typeOnly = /^\s*(import|export)\s+type\b/.test(statement);
      const declared = tooling
        ? has(all, packageName) || tools.has(packageName)
        : runtime.has(packageName) || (typeOnly && has(all, packageName));
      if (!declared) found.push({ file: path.relative(rootDir, file), specifier, packageName });
    }
  }
  return found;
}
