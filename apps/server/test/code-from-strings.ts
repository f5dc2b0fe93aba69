import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One place in the product's code that runs or renders text as code. */
export interface CodeFromString {
  file: string;
  line: number;
  what: string;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** Installed or built code, and tests with their helpers: only what the product runs is read. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test', 'fixtures']);
const isTestFile = (name: string) => /\.test\.[a-z]+$|^test-[\w-]+\.[a-z]+$/.test(name);

/** Calls that compile a string (`eval('…')`, `Function('…')`, `new Function('…')`). */
const COMPILING_CALLS = new Set(['eval', 'Function']);
/** DOM sinks that parse a string as HTML. */
const HTML_PROPERTIES = new Set(['innerHTML', 'outerHTML']);
const HTML_METHODS = new Set(['insertAdjacentHTML', 'write', 'writeln']);
const VM_MODULES = new Set(['vm', 'node:vm']);

/** `new URL('./literal', import.meta.url)`, or its `.href`: a file beside this one. */
function isBesideThisModule(node: ts.Expression, source: ts.SourceFile): boolean {
  const url =
    ts.isPropertyAccessExpression(node) && node.name.text === 'href' ? node.expression : node;
  if (!ts.isNewExpression(url) || url.expression.getText(source) !== 'URL') return false;
  const [name, base] = url.arguments ?? [];
  return !!name && ts.isStringLiteralLike(name) && base?.getText(source) === 'import.meta.url';
}

/** Constants of the file that name a file beside it, which an import() may load. */
function constantsBesideThisModule(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclarationList(node) &&
      (node.flags & ts.NodeFlags.Const) !== 0 &&
      node.declarations.every((d) => ts.isIdentifier(d.name))
    ) {
      for (const d of node.declarations) {
        if (d.initializer && isBesideThisModule(d.initializer, source))
          names.add(d.name.getText(source));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** A module name fixed by the code itself: a literal, or a file beside this module. */
function isFixedModule(node: ts.Expression, source: ts.SourceFile, besides: Set<string>): boolean {
  if (ts.isStringLiteralLike(node) || isBesideThisModule(node, source)) return true;
  const base =
    ts.isPropertyAccessExpression(node) && node.name.text === 'href' ? node.expression : node;
  return ts.isIdentifier(base) && besides.has(base.text);
}

function findIn(source: ts.SourceFile, file: string): CodeFromString[] {
  const found: CodeFromString[] = [];
  const besides = constantsBesideThisModule(source);
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, what });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && COMPILING_CALLS.has(callee.text)) report(node, callee.text);
      if (ts.isPropertyAccessExpression(callee) && HTML_METHODS.has(callee.name.text)) {
        const isDocumentWrite = callee.name.text !== 'insertAdjacentHTML';
        if (!isDocumentWrite || callee.expression.getText(source) === 'document')
          report(node, callee.name.text);
      }
      const [first] = node.arguments ?? [];
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      if (isImport && first && !isFixedModule(first, source, besides))
        report(node, 'import() of a computed name');
      if (ts.isIdentifier(callee) && callee.text === 'require' && first) {
        if (!ts.isStringLiteralLike(first)) report(node, 'require() of a computed name');
        else if (VM_MODULES.has(first.text)) report(node, first.text);
      }
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      VM_MODULES.has(node.moduleSpecifier.text)
    ) {
      report(node, node.moduleSpecifier.text);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      HTML_PROPERTIES.has(node.left.name.text)
    ) {
      report(node, node.left.name.text);
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'dangerouslySetInnerHTML') {
      report(node, 'dangerouslySetInnerHTML');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The places in one file's text that compile a string into code (`eval`, `Function`, `vm`, an
 * `import()` or `require()` of a computed name) or parse a string as HTML (`innerHTML`,
 * `outerHTML`, `insertAdjacentHTML`, `document.write`, `dangerouslySetInnerHTML`).
 * @example findCodeFromStrings('x.ts', 'eval(text)') // [{ file: 'x.ts', line: 1, what: 'eval' }]
 */
export function findCodeFromStrings(file: string, text: string): CodeFromString[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return findIn(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind), file);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path.join(dir, entry.name));
    const isSource = SOURCE.test(entry.name) && !isTestFile(entry.name);
    return isSource ? [path.join(dir, entry.name)] : [];
  });
}

/**
 * Every place under `dirs` (tests and their helpers left out) that runs or renders a string as
 * code, with paths relative to `rootDir`.
 */
export function codeFromStringsUnder(dirs: string[], rootDir: string): CodeFromString[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      findCodeFromStrings(path.relative(rootDir, file), readFileSync(file, 'utf8')),
    ),
  );
}
