import type {
  ColumnExpr,
  Join,
  SemanticModel,
  SemanticTable,
  TableSource,
} from '@tabletalk/contracts';
import type { ColumnRef } from '../frame';
import { type JoinStep, relatingPath } from '../join-graph';
import type { StepPreference } from '../named-keys';

/** Aliases and joins of the tables a query touches, grown from the focus along shortest paths. */
export class TableSet {
  readonly joins: Join[] = [];
  private readonly aliases = new Map<SemanticTable, string>();
  private readonly used = new Set<string>();

  constructor(
    private readonly model: SemanticModel,
    readonly focus: SemanticTable,
    private readonly suffix = '',
    /** Picks among several keys joining the same two tables. */
    readonly prefer?: StepPreference,
  ) {
    this.aliasFor(focus);
  }

  private aliasFor(table: SemanticTable): string {
    const known = this.aliases.get(table);
    if (known) return known;
    const base = `${table.name.toLowerCase().replace(/[^a-z0-9_]/g, '_') || 't'}${this.suffix}`;
    let alias = base;
    for (let n = 2; this.used.has(alias); n++) alias = `${base}_${n}`;
    this.used.add(alias);
    this.aliases.set(table, alias);
    return alias;
  }

  /** The alias `table` already has, if it is part of the query. */
  aliasOf(table: SemanticTable): string | undefined {
    return this.aliases.get(table);
  }

  /** `table` as a FROM or JOIN source under its alias. */
  source(table: SemanticTable): TableSource {
    return { name: table.name, schema: table.schema, as: this.aliasFor(table) };
  }

  /**
   * The alias of `table`, joining it in first along the shortest path from a table already in
   * the query (the focus first among equally near ones), so two tables read together share the
   * joins between them rather than each taking its own way from the focus.
   */
  reach(table: SemanticTable): string {
    const known = this.aliases.get(table);
    if (known) return known;
    let best: JoinStep[] | null = null;
    for (const joined of this.aliases.keys()) {
      const path = relatingPath(this.model, joined, table, this.prefer);
      if (path && (!best || path.length < best.length)) best = path;
    }
    for (const step of best ?? []) this.addStep(step);
    return this.aliasFor(table);
  }

  private addStep(step: JoinStep) {
    if (this.aliases.has(step.to)) return;
    const fromAlias = this.reach(step.from);
    const toAlias = this.aliasFor(step.to);
    const on = step.fromColumns.map((column, i) => ({
      left: { kind: 'column' as const, table: fromAlias, column },
      right: { kind: 'column' as const, table: toAlias, column: step.toColumns[i] ?? column },
    }));
    this.joins.push({ table: this.source(step.to), type: 'inner', on });
  }

  /** A column of the query, its table joined in when needed. */
  column(ref: ColumnRef): ColumnExpr {
    return { kind: 'column', table: this.reach(ref.table), column: ref.column.name };
  }
}
