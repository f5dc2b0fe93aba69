import type { StructuredQuery } from '@tabletalk/contracts';
import type { UnderstandInput, Understanding } from '../types';
import { alternativeReadings, widenReadings } from './alternative-readings';
import { buildQuery } from './build-query';
import type { ConfidenceFeatures } from './confidence';
import { judgeReading } from './confidence/judge-reading';
import { readCoverage } from './confidence/read-coverage';
import type { ReadContext } from './context';
import { interpret } from './interpret';
import { knowledgeUsed } from './knowledge-used';
import { buildLexicon } from './lexicon';
import { linkMentions, type Mention } from './link';
import { matchExample } from './match-example';
import { namesNothing } from './names-nothing';
import { readChartPreference } from './read-chart-preference';
import { readDates } from './read-dates';
import { readFrame } from './read-frame';
import { readGrain } from './read-grain';
import { isFollowUp, refinePrevious } from './refine-previous';
import { repairNotOnly } from './repair-not-only';
import { repairSpacing } from './repair-spacing';
import { repairCueTypos } from './repair-typos';
import { tokenize } from './tokenize';

/** Whether a span linked to a column at full quality covers exactly `indexes`. */
function namesColumn(mentions: Mention[], indexes: number[]): boolean {
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  return mentions.some(
    (m) =>
      m.start === first &&
      m.end === last + 1 &&
      m.quality >= 1 &&
      m.entries[0]?.target.kind === 'column',
  );
}

/** Tokens, dates, grain and chart wishes first; then the spans left are linked to the model. */
export function readContext(input: UnderstandInput): ReadContext {
  const lexicon = buildLexicon(input.model);
  const written = tokenize(input.question);
  const question = repairSpacing(input.question, written, lexicon);
  const tokens = repairNotOnly(
    repairCueTypos(question === input.question ? written : tokenize(question), lexicon),
  );
  const linked = linkMentions(tokens, lexicon);
  // "the first year and last year of the parties": a period's words that are exactly a column's
  // name name the column.
  const dates = readDates(question, tokens, input.now ?? new Date()).filter(
    (date) => !namesColumn(linked, date.tokens),
  );
  const columnTokens = new Set(
    linked
      .filter((m) => m.entries[0]?.target.kind === 'column')
      .flatMap((m) => Array.from({ length: m.end - m.start }, (_, i) => m.start + i)),
  );
  const grain = readGrain(tokens, columnTokens);
  const chart = readChartPreference(tokens);
  const skipped = new Set([
    ...dates.flatMap((d) => d.tokens),
    ...(grain?.tokens ?? []),
    ...chart.tokens,
  ]);
  const mentions = linked.filter(
    (m) =>
      !Array.from({ length: m.end - m.start }, (_, i) => m.start + i).some((i) => skipped.has(i)),
  );
  return {
    model: input.model,
    lexicon,
    tokens,
    mentions,
    dates,
    grain,
    chart: chart.chart,
    skipped,
    choices: new Map(),
    ambiguities: [],
  };
}

/** A follow-up's reading: the previous query refined, when the question reads as one. */
function readFollowUp(
  input: UnderstandInput,
  context: ReadContext,
  previous: StructuredQuery,
): Understanding | null {
  const focus = input.model.tables.find(
    (t) => t.name === previous.from.name && t.schema === previous.from.schema,
  );
  const words = context.tokens.map((token) => token.lower);
  const namesOtherTable = context.mentions.some(
    (m) => m.entries[0]?.target.kind === 'table' && m.entries[0].target.table !== focus,
  );
  // A question naming two columns itself ("top 5 products by revenue") is asked afresh.
  const namedColumns = new Set(
    context.mentions.flatMap((m) => {
      const target = m.entries[0]?.target;
      return target?.kind === 'column' ? [target.column] : [];
    }),
  );
  const namesAnything = namesOtherTable || namedColumns.size >= 2;
  const namesSomething = context.mentions.some((m) => !m.isLiteral);
  if (!focus || !isFollowUp(words, namesAnything, namesSomething)) return null;
  const frame = readFrame(context, { focus });
  if (!frame) return null;
  // A follow-up shows what the previous question showed; only its groupings are new columns.
  frame.selects = frame.selects.filter((spec) => spec.kind !== 'entity');
  const query = refinePrevious(
    previous,
    buildQuery(input.model, frame, { keepGroups: true }),
    words,
  );
  // A follow-up of only grammar words ("and for 2024?") is read whole when it changed something.
  const changed = JSON.stringify(query) !== JSON.stringify(previous) || context.chart !== null;
  const confidence = changed ? Math.max(0.8, readCoverage(context).coverage) : 0.3;
  return {
    status: confidence >= 0.7 ? 'understood' : 'unsure',
    query,
    interpretation: interpret(input.model, query),
    confidence,
    readings: [],
    chart: context.chart,
    knowledge: knowledgeUsed(context, query),
  };
}

/**
 * Reads a plain-language question against a source's semantic model and returns a structured
 * query with an interpretation in words and a confidence, or declines when nothing in the question
 * names the source's tables, columns or values. Pure: no I/O.
 */
export function understand(input: UnderstandInput): Understanding {
  return understandWithFeatures(input).understanding;
}

/**
 * `understand`, with the features the confidence model scored for a fresh reading (null for a
 * decline, a follow-up or a liked example, which keep their own confidence). For training the
 * confidence model (`npm run train:confidence`).
 */
export function understandWithFeatures(input: UnderstandInput): {
  understanding: Understanding;
  features: ConfidenceFeatures | null;
} {
  const understanding = readQuestion(input);
  if (!('features' in understanding)) return { understanding, features: null };
  const { features, ...rest } = understanding;
  return { understanding: rest, features };
}

function readQuestion(
  input: UnderstandInput,
): Understanding | (Understanding & { features: ConfidenceFeatures }) {
  const context = readContext(input);
  const words = context.tokens.map((token) => token.lower);
  if (words[0] === 'why' || words.join(' ').startsWith('what caused')) {
    return {
      status: 'declined',
      message:
        'Tabletalk shows what the data holds, not why. Try breaking the figure down, for example by a category or by month.',
      interpretation: null,
      confidence: 0,
      readings: [],
    };
  }
  const followUp = input.previous ? readFollowUp(input, context, input.previous) : null;
  if (followUp) return followUp;
  const example = input.examples?.length
    ? matchExample(input.question, input.examples, context.lexicon)
    : null;
  if (example) {
    const interpretation = interpret(input.model, example.query);
    return {
      status: 'understood',
      query: example.query,
      interpretation,
      confidence: 0.95,
      readings: [],
      chart: context.chart,
      example: example.example,
      knowledge: knowledgeUsed(context, example.query, example.example),
    };
  }
  const frame = namesNothing(context) ? null : readFrame(context);
  if (!frame) {
    return {
      status: 'declined',
      message:
        'Tabletalk could not tell which data this question is about. Try naming a column or table.',
      interpretation: null,
      confidence: 0,
      readings: [],
    };
  }
  const query = buildQuery(input.model, frame);
  const readings = alternativeReadings(context, query);
  // A calibrated probability that the reading is right, learned on spider-train from general
  // features of the reading (how much was read, close calls, the query's kind, cue words).
  const { confidence, isSure, features } = judgeReading({
    context,
    query,
    question: input.question,
    ...readCoverage(context),
    readings: readings.length,
  });
  return {
    status: isSure ? 'understood' : 'unsure',
    query,
    interpretation: interpret(input.model, query),
    confidence,
    readings: isSure ? [] : widenReadings(input.model, query, readings),
    chart: context.chart,
    knowledge: knowledgeUsed(context, query),
    features,
  };
}
