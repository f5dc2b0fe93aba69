import type {
  KnowledgeUsed,
  Reading,
  ScalarValue,
  SemanticModel,
  StructuredQuery,
} from '@tabletalk/contracts';

/** How the user asked to see an answer ("as a pie chart"); null leaves the choice to the rules. */
export type ChartPreference = 'bar' | 'line' | 'pie' | 'scatter' | 'table' | null;

/** A question a user liked, with the query that answered it; matched before the rules run. */
export interface Example {
  question: string;
  structuredQuery: StructuredQuery;
}

/** What `understand` reads: the source's knowledge, the question, and the room's last query. */
export interface UnderstandInput {
  model: SemanticModel;
  question: string;
  /** The room's previous structured query, which a follow-up refines. */
  previous?: StructuredQuery | null;
  examples?: Example[];
  /** "Now" for relative dates ("last month"); defaults to the current time. */
  now?: Date;
}

/**
 * The engine's reading of a question. `understood` carries a query it stands behind; `unsure`
 * a best reading plus up to 3 alternatives for the user to pick; `declined` only says why.
 */
export type Understanding =
  | {
      status: 'understood' | 'unsure';
      query: StructuredQuery;
      interpretation: string;
      confidence: number;
      readings: Reading[];
      chart: ChartPreference;
      /** The liked example this reading reused, when one matched the question. */
      example?: Example;
      /** The example, added synonyms and glossary terms that shaped this reading. */
      knowledge: KnowledgeUsed;
    }
  | {
      status: 'declined';
      /** What the engine could not read, in words the user can act on. */
      message: string;
      interpretation: string | null;
      confidence: 0;
      readings: Reading[];
    };

/** SQL for one dialect with its values bound as parameters, in placeholder order. */
export interface CompiledQuery {
  sql: string;
  params: ScalarValue[];
}
