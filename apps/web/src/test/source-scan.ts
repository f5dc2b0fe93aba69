/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A call to the API found in a file: `GET db/db-schema`, path parameters as `:param`. */
export interface EndpointCall {
  file: string;
  endpoint: string;
}

/** An import that crosses a boundary: `from` imports `to` (both relative to the scanned root). */
export interface BoundaryImport {
  from: string;
  to: string;
}

const METHOD_OF: Record<string, string> = {
  'api.get': 'GET',
  'api.post': 'POST',
  'api.put': 'PUT',
  'api.delete': 'DELETE',
  'api.blob': 'GET',
  'api.request': 'GET',
  postMultipart: 'POST',
};

/** The app's source files under `dir`, tests and test helpers left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
}

/** A literal's text with each `${…}` as `:param` and no query string; null for other nodes. */
function pathText(node: ts.Node): string | null {
  let text: string | null = null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  if (ts.isTemplateExpression(node)) {
    text = node.head.text + node.templateSpans.map((span) => `:param${span.literal.text}`).join('');
  }
  return text === null ? null : (text.split('?')[0] ?? '').replace(/^\//, '');
}

/** The method a `request`/`blob` call names in its options (`method: 'PUT'`), if any. */
function methodOption(options: ts.Expression | undefined): string | null {
  if (!options || !ts.isObjectLiteralExpression(options)) return null;
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'method') continue;
    if (ts.isStringLiteral(property.initializer)) return property.initializer.text.toUpperCase();
  }
  return null;
}

/**
 * The API calls of one file: each `api.get/post/put/delete/blob/request(path, …)` and
 * `postMultipart(path, …)`, with the path read from the literal or from a constant of the file.
 */
export function endpointCalls(fileName: string, text: string): EndpointCall[] {
  const source = parse(fileName, text);
  const constants = new Map<string, string>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = pathText(node.initializer);
      if (value !== null) constants.set(node.name.text, value);
    }
    if (ts.isCallExpression(node) && node.expression.getText() in METHOD_OF) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls.flatMap((call) => {
    const [first, second] = call.arguments;
    if (!first) return [];
    const found = ts.isIdentifier(first) ? constants.get(first.text) : pathText(first);
    if (found === undefined || found === null) return [];
    const callee = call.expression.getText();
    const method = (callee === 'api.get' ? null : methodOption(second)) ?? METHOD_OF[callee];
    return [{ file: fileName, endpoint: `${method} ${found}` }];
  });
}

/** Endpoints called from more than one file: each with the files that call it. */
export function sharedEndpoints(calls: EndpointCall[]): Record<string, string[]> {
  const filesByEndpoint = new Map<string, Set<string>>();
  for (const { file, endpoint } of calls) {
    filesByEndpoint.set(endpoint, (filesByEndpoint.get(endpoint) ?? new Set()).add(file));
  }
  const shared = [...filesByEndpoint].filter(([, files]) => files.size > 1);
  return Object.fromEntries(shared.map(([endpoint, files]) => [endpoint, [...files].sort()]));
}

/** The relative module specifiers a file imports or re-exports (static and dynamic). */
export function relativeImports(fileName: string, text: string): string[] {
  const source = parse(fileName, text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isDeclaration = ts.isImportDeclaration(node) || ts.isExportDeclaration(node);
    const specifier = isDeclaration ? node.moduleSpecifier : undefined;
    if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    const isDynamic =
      ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const [argument] = isDynamic ? node.arguments : [];
    if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** `features/<name>` of a path relative to src, or the top folder (`lib`, `api`, `app`). */
export function areaOf(relativePath: string): string {
  const [top, name] = relativePath.split(/[\\/]/);
  return top === 'features' && name ? `features/${name}` : (top ?? '');
}

/** Where the web's layers may not reach: features each other, shared code features or app. */
export function isForbiddenImport(fromArea: string, toArea: string): boolean {
  if (fromArea === toArea) return false;
  const isShared = ['api', 'components', 'lib'].includes(fromArea);
  if (isShared) return toArea.startsWith('features/') || toArea === 'app';
  return fromArea.startsWith('features/') && toArea.startsWith('features/');
}

/** Imports under `srcDir` that cross a forbidden boundary. */
export function forbiddenImports(srcDir: string): BoundaryImport[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const from = path.relative(srcDir, file);
    return relativeImports(file, readFileSync(file, 'utf8'))
      .map((specifier) => path.relative(srcDir, path.resolve(path.dirname(file), specifier)))
      .filter((to) => isForbiddenImport(areaOf(from), areaOf(to)))
      .map((to) => ({ from, to }));
  });
}
