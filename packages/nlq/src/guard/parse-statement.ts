import type { Dialect } from '@tabletalk/contracts';
import nodeSqlParser from 'node-sql-parser';
import type { AstNode, TextContext } from './context';
import { type GuardRefusal, refuse } from './types';

/**
 * node-sql-parser grammars tried in order per dialect; the first that reads the statement wins.
 * Fallbacks share the dialect's quoting rules (double-quoted names, or backticks) and only widen
 * what parses: every text check has already run on the dialect's own lexing. DuckDB has no
 * grammar of its own: PostgreSQL's is closest (DuckDB's parser is a fork of PostgreSQL's), with
 * Snowflake's for QUALIFY, GROUP BY ALL and EXCLUDE. Databricks (Spark SQL) uses Hive's grammar,
 * which reads backtick identifiers, then BigQuery's. DB2's grammar reads FETCH FIRST / OFFSET.
 */
const grammars: Record<Dialect, [string, ...string[]]> = {
  postgres: ['postgresql', 'snowflake', 'db2'],
  duckdb: ['postgresql', 'snowflake', 'db2'],
  mysql: ['mysql', 'mariadb'],
  mssql: ['transactsql', 'db2'],
  snowflake: ['snowflake', 'postgresql', 'db2', 'transactsql'],
  bigquery: ['bigquery', 'snowflake'],
  databricks: ['hive', 'bigquery'],
};

/**
 * Characters a fallback grammar reads differently from the dialects that borrow it; when the
 * statement holds one outside literals, that fallback is skipped (T-SQL reads `[x]` as a name).
 */
const conflicts: Record<string, string[]> = { transactsql: ['['] };

/** Dialects whose compiled SQL uses `?` placeholders that their grammar cannot read. */
const questionMarkDialects = new Set<Dialect>(['duckdb', 'snowflake', 'databricks']);

const parser = new nodeSqlParser.Parser();

/** The parse of one statement. */
export interface ParsedStatement {
  ast: AstNode;
  tableList: string[];
}

/** The text the grammar reads: `?` placeholders become `0`, keeping every offset. */
function textForGrammar(context: TextContext): string {
  if (!questionMarkDialects.has(context.dialect)) return context.sql;
  let text = context.sql;
  for (const token of context.code) {
    if (token.kind === 'param' && token.text === '?') {
      text = `${text.slice(0, token.start)}0${text.slice(token.end)}`;
    }
  }
  return text;
}

function tryGrammar(text: string, database: string): ParsedStatement | 'many' | null {
  try {
    const result = parser.parse(text, { database });
    const statements = Array.isArray(result.ast) ? result.ast : [result.ast];
    if (statements.length !== 1) return 'many';
    const [ast] = statements;
    if (!ast || typeof ast !== 'object') return null;
    return { ast: ast as unknown as AstNode, tableList: result.tableList ?? [] };
  } catch {
    return null;
  }
}

/**
 * Parses the statement with the dialect's grammars and fails closed: a text no grammar reads,
 * or one read as several statements, is refused. Throws nothing (parser errors are caught).
 */
export function parseStatement(context: TextContext): ParsedStatement | GuardRefusal {
  const text = textForGrammar(context);
  const [own, ...fallbacks] = grammars[context.dialect];
  const usable = fallbacks.filter((database) => {
    const marks = conflicts[database] ?? [];
    return !context.code.some((token) => token.kind === 'op' && marks.includes(token.text));
  });
  for (const database of [own, ...usable]) {
    const parsed = tryGrammar(text, database);
    if (parsed === 'many') {
      return refuse('MULTIPLE_STATEMENTS', 'Only one statement can run at a time.');
    }
    if (parsed) return parsed;
  }
  return refuse('UNPARSEABLE', 'The statement could not be read as SQL for this database.');
}
