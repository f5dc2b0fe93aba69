import type { Conversation } from '@tabletalk/contracts';

/** A synonym or glossary entry that shaped an answer, as the answer card lists it. */
export interface KnowledgeNote {
  /** What the list shows: “sales” → Revenue, or a glossary term. */
  label: string;
  /** Said on hover: where a synonym points, or what a term means. */
  detail: string;
}

/** The knowledge behind an answer, ready to show. */
export interface KnowledgeNotes {
  /** A liked example was reused; its question is null for answers stored before it was kept. */
  example: { question: string | null } | null;
  synonyms: KnowledgeNote[];
  glossary: KnowledgeNote[];
}

/**
 * The liked example, synonyms and glossary entries that applied to an answer; null when none
 * did, so the card shows nothing.
 */
export function knowledgeNotes(conversation: Conversation): KnowledgeNotes | null {
  const { example, synonyms, glossary } = conversation.knowledgeUsed;
  const reused = example ?? (conversation.usedExample ? { question: null } : null);
  if (!reused && synonyms.length === 0 && glossary.length === 0) return null;
  return {
    example: reused,
    synonyms: synonyms.map((synonym) => ({
      label: `“${synonym.word}” → ${synonym.target}`,
      detail: `Synonym of ${synonym.column ? `${synonym.table}.${synonym.column}` : synonym.table}`,
    })),
    glossary: glossary.map((entry) => ({ label: entry.term, detail: entry.definition })),
  };
}
