import type { AskDocsAnswerStyle } from '@tabletalk/contracts';
import { citationOf, type DraftAnswer } from './answer-passages';
import type { ScoredSentence } from './pick-sentences';

/** The answer when no passage of the project is relevant to the question (no citations). */
export const NOTHING_FOUND_ANSWER =
  "I could not find anything about this in the project's documents.";

/** Longest sentence quoted whole; a longer one (a table read as one run of text) is cut. */
const MAX_SENTENCE_WORDS = 80;

/** A sentence as the answer quotes it: a `[n]` of its own cannot pass for a citation marker. */
function quoted(text: string): string {
  const plain = text.replace(/\[(\d+)\]/g, '($1)').trim();
  const words = plain.split(' ');
  return words.length > MAX_SENTENCE_WORDS
    ? `${words.slice(0, MAX_SENTENCE_WORDS).join(' ')} …`
    : plain;
}

/** Lines of the answer: one per sentence, the same document's sentences side by side unless listed. */
function layout(sentences: { text: string; documentId: string }[], style: AskDocsAnswerStyle) {
  if (style === 'bullets') return sentences.map((sentence) => `- ${sentence.text}`).join('\n');
  if (style === 'concise') return sentences.map((sentence) => sentence.text).join(' ');
  const paragraphs: string[][] = [];
  let previous: string | null = null;
  for (const sentence of sentences) {
    if (sentence.documentId !== previous) paragraphs.push([]);
    paragraphs.at(-1)?.push(sentence.text);
    previous = sentence.documentId;
  }
  return paragraphs.map((paragraph) => paragraph.join(' ')).join('\n\n');
}

/**
 * The built-in answer: the picked sentences quoted in order, each ending with the marker of the
 * passage it comes from (`[n]` for `citations[n - 1]`; a passage is cited once, in the order
 * first cited, its snippet the sentences quoted from it). One paragraph when concise, a
 * paragraph per document when detailed, a "- " line per sentence for bullets. With no sentence,
 * `NOTHING_FOUND_ANSWER` and no citations.
 */
export function writeAnswer(
  sentences: readonly ScoredSentence[],
  style: AskDocsAnswerStyle,
): DraftAnswer {
  if (sentences.length === 0) return { answer: NOTHING_FOUND_ANSWER, citations: [] };
  const order: string[] = [];
  const quotes = new Map<string, { sentence: ScoredSentence; texts: string[] }>();
  const lines = sentences.map((sentence) => {
    const text = quoted(sentence.text);
    const id = sentence.passage.id;
    if (!quotes.has(id)) order.push(id);
    const entry = quotes.get(id) ?? { sentence, texts: [] };
    entry.texts.push(text);
    quotes.set(id, entry);
    const marker = order.indexOf(id) + 1;
    return { text: `${text} [${marker}]`, documentId: sentence.passage.documentId };
  });
  const citations = order.flatMap((id) => {
    const entry = quotes.get(id);
    return entry ? [citationOf(entry.sentence.passage, entry.texts.join(' … '))] : [];
  });
  return { answer: layout(lines, style), citations };
}
