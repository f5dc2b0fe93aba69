import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { compileQuery } from '@tabletalk/nlq';

/**
 * Why a pinned structured query no longer fits its source's current knowledge (the missing
 * table or column, in the compiler's words), or null when it still compiles.
 */
export function schemaProblem(query: StructuredQuery, model: SemanticModel): string | null {
  try {
    compileQuery(query, { dialect: model.dialect, model });
    return null;
  } catch (error) {
    const what = error instanceof Error ? error.message : String(error);
    return `The source's schema changed: ${what}.`;
  }
}
