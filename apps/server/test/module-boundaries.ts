/**
 * The server's module boundaries, checked in `npm test`: the rules of `.dependency-cruiser.cjs`
 * (deep imports across modules and sub-folders, modules importing `db/schema`, file cycles),
 * and cycles between modules, which a file-level check can miss when two modules import each
 * other's index.ts from files that do not form a loop.
 *
 * `npx tsx apps/server/test/module-boundaries.ts` prints what it finds.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractTsConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const configFile = path.resolve(here, '../.dependency-cruiser.cjs');

/** A module is a folder under src/modules or src/core; this names the one a file belongs to. */
export function moduleOf(file: string): string | null {
  const match = /^src\/(modules|core)\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

const isTest = (file: string) => /(\.test\.ts|\/test-helpers\.ts)$/.test(file);

/**
 * Cycles in the graph of modules (one edge per module that imports another, tests left out),
 * each as the modules around it, `a → b → a`.
 */
export function moduleCycles(result: ICruiseResult): string[] {
  const edges = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from || isTest(file.source)) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => {
      const sorted = [...component].sort();
      return [...sorted, sorted[0]].join(' → ');
    });
}

/** Tarjan's algorithm: the strongly connected components of a directed graph. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

export interface BoundaryReport {
  /** `rule: from → to`, one per import the rules refuse. */
  violations: string[];
  /** Module cycles, `a → b → a`. */
  cycles: string[];
}

/**
 * Cruises `<root>/src` (a server, or a fixture laid out like one) with the server's rules. The
 * root needs a tsconfig.json.
 */
export async function checkBoundaries(root: string): Promise<BoundaryReport> {
  const config = require(configFile) as IConfiguration;
  const cwd = process.cwd();
  // dependency-cruiser resolves the paths it is given, and reports them, from the working folder.
  process.chdir(root);
  try {
    const tsConfigFile = path.join(root, 'tsconfig.json');
    const reported = await cruise(
      ['src'],
      {
        ...config.options,
        ruleSet: { forbidden: config.forbidden },
        validate: true,
        tsConfig: { fileName: tsConfigFile },
      },
      {},
      { tsConfig: extractTsConfig(tsConfigFile) },
    );
    const result = reported.output as ICruiseResult;
    const violations = result.summary.violations.map((violation) => {
      const through = violation.cycle?.map((step) => step.name).join(' → ');
      return `${violation.rule.name}: ${violation.from} → ${through ?? violation.to}`;
    });
    return { violations, cycles: moduleCycles(result) };
  } finally {
    process.chdir(cwd);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await checkBoundaries(path.resolve(here, '..'));
  for (const line of [...report.violations, ...report.cycles.map((c) => `module cycle: ${c}`)]) {
    process.stdout.write(`${line}\n`);
  }
  process.stdout.write(
    `${report.violations.length} violations, ${report.cycles.length} module cycles\n`,
  );
  process.exitCode = report.violations.length + report.cycles.length > 0 ? 1 : 0;
}
