import { originMentions } from './demonyms';
import { letterLiterals } from './letter-literals';
import { bagKey, type Lexicon, type LexiconEntry, tableEntityWords } from './lexicon';
import { abbreviationMentions } from './link-abbreviations';
import { commandWords, grammarWords, stopWords } from './stop-words';
import { titleBridgeAt } from './title-bridges';
import { markBetween, type Token } from './tokenize';
import { editDistance, typoAllowance } from './typos';
import { isParticipleVerb, isUsedAsVerb } from './verb-senses';

/** A span of the question linked to schema targets, or a literal value not in any dictionary. */
export interface Mention {
  start: number;
  /** Exclusive. */
  end: number;
  /** Candidate targets, best first; empty for a literal. */
  entries: LexiconEntry[];
  /** Best candidate's quality, times how exactly the words matched. */
  quality: number;
  /** The span's text as written. */
  text: string;
  isLiteral: boolean;
}

/** Words that name when something happened, said after the word that names what happened. */
const timeHeads = new Set(['date', 'year', 'time', 'day']);

/** Words that say how rows are ordered: "alphabetically", "in descending order". */
const orderManner =
  /^(alphabetically|ascending|descending|increasing|decreasing|reverse)$|ical$|ic$/;

/**
 * "authors ordered in alphabetical order", "names sorted alphabetically": a participle of
 * ordering followed by its manner is a cue, never part of a name ("auth order").
 */
function isOrderingParticiple(tokens: Token[], index: number): boolean {
  if (!/^(ordered|sorted)$/.test(tokens[index]?.lower ?? '')) return false;
  const next = tokens[index + 1]?.lower ?? '';
  return orderManner.test(next === 'in' ? (tokens[index + 2]?.lower ?? '') : next);
}

/**
 * "order" in "order by", "in descending order", "in lexicographic order", "order of": a cue, not
 * the orders table.
 */
function isOrderCue(tokens: Token[], index: number): boolean {
  const word = tokens[index]?.lower ?? '';
  if (!/^(order|ordered|sort|sorted|rank|ranked|group|grouped)$/.test(word)) return false;
  const next = tokens[index + 1]?.lower;
  const previous = tokens[index - 1]?.lower ?? '';
  return next === 'by' || next === 'of' || /(ending|ical|ic)$|^(reverse|in)$/.test(previous);
}

/**
 * "Sort the results by name", "order the result in alphabetical order": the results are the
 * answer being ordered, not a column named "result".
 */
function isSortedResults(tokens: Token[], index: number): boolean {
  const words = tokens.slice(Math.max(0, index - 2), index).map((token) => token.lower);
  return (
    /^results?$/.test(tokens[index]?.lower ?? '') &&
    words[1] === 'the' &&
    /^(sort|order|rank|arrange)$/.test(words[0] ?? '')
  );
}

/** Whether tokens `start` to `end` hold words that only say how the answer is ordered. */
function coversOrderingWords(tokens: Token[], start: number, end: number): boolean {
  for (let index = start; index < end; index++)
    if (isOrderingParticiple(tokens, index) || isSortedResults(tokens, index)) return true;
  return false;
}

/**
 * "the first payment", "the last job": "first" or "last" before a noun is an ordinal, not a
 * first or last name; it names one only listed with another ("first and last name", "first,
 * middle, and last names").
 */
function isOrdinal(tokens: Token[], index: number): boolean {
  const word = tokens[index]?.lower ?? '';
  const token = tokens[index];
  const next = tokens[index + 1];
  const listed = !token || !next || /^(and|or|&)$/.test(next.lower) || markBetween(token, next);
  return (word === 'first' || word === 'last') && !listed;
}

/**
 * The entries a span names: its lemmas as a phrase, else one compound word ("high schoolers" →
 * "highschooler"), else its stems in any order ("arriving date" → "date_arrived").
 */
function lookUp(lexicon: Lexicon, span: Token[]): LexiconEntry[] | undefined {
  const exact = lexicon.phrases.get(span.map((token) => token.lemma).join(' '));
  if (exact) return exact;
  // "ACCT-211": one hyphenated word, a dictionary value written as it is stored.
  const [only] = span;
  if (span.length === 1 && only && /\p{L}-|-\p{L}|\p{N}-|-\p{N}/u.test(only.text)) {
    const whole = lexicon.values.get(only.lower);
    if (whole) return whole;
  }
  if (span.length === 2 && span[0] && span[1]) {
    const compound = lexicon.phrases.get(`${span[0].lower}${span[1].lemma}`);
    if (compound) return compound.map((entry) => ({ ...entry, quality: entry.quality * 0.95 }));
  }
  if (span.length < 2 || span.some((token) => stopWords.has(token.lower))) return undefined;
  const lemmas = span.map((token) => token.lemma);
  return lexicon.bags.get(bagKey(lemmas)) ?? otherTimeHead(lexicon, lemmas);
}

/**
 * "opening year" for open_date: a name ending in one time word read with another, a little
 * weaker, when only the time word differs from a column's name.
 */
function otherTimeHead(lexicon: Lexicon, lemmas: string[]): LexiconEntry[] | undefined {
  const last = lemmas.at(-1) ?? '';
  if (!timeHeads.has(last)) return undefined;
  for (const head of timeHeads) {
    if (head === last) continue;
    const entries = lexicon.bags.get(bagKey([...lemmas.slice(0, -1), head]));
    if (entries) return entries.map((entry) => ({ ...entry, quality: entry.quality * 0.9 }));
  }
  return undefined;
}

function spanText(tokens: Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((token) => token.text)
    .join(' ');
}

function exactCandidates(tokens: Token[], lexicon: Lexicon): Mention[] {
  const found: Mention[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let size = Math.min(lexicon.maxWords, tokens.length - start); size >= 1; size--) {
      const span = tokens.slice(start, start + size);
      if (span.some((token) => token.kind === 'quoted')) continue;
      if (coversOrderingWords(tokens, start, start + size)) continue;
      if (
        size === 1 &&
        span[0] &&
        (stopWords.has(span[0].lower) ||
          span[0].kind === 'number' ||
          isOrderCue(tokens, start) ||
          isOrdinal(tokens, start))
      )
        continue;
      const entries = lookUp(lexicon, span)?.filter(
        (entry) =>
          (!entry.asVerb || isUsedAsVerb(tokens, start)) &&
          (entry.target.kind !== 'value' || size > 1 || !isParticipleVerb(tokens, start)),
      );
      if (!entries || entries.length === 0) continue;
      const sorted = [...entries].sort((a, b) => b.quality - a.quality);
      const quality = sorted[0]?.quality ?? 0;
      found.push({
        start,
        end: start + size,
        entries: sorted,
        quality,
        text: spanText(tokens, start, start + size),
        isLiteral: false,
      });
    }
  }
  return [...found, ...inverted(tokens, lexicon)];
}

const possessives = new Set([
  'the',
  'a',
  'an',
  'its',
  'their',
  'his',
  'her',
  'each',
  'every',
  'all',
]);

/** Words before a noun that spread over its rows rather than own a column ("of each type"). */
const eachWords = new Set(['each', 'every', 'all']);

/** The lemmas of the `length` tokens ending before `end`, joined by spaces. */
const lemmasBefore = (tokens: Token[], end: number, length: number) =>
  tokens
    .slice(Math.max(0, end - length), end)
    .map((t) => t.lemma)
    .join(' ');

/** The column entries of a phrase and the owner words before it, nearest its table first. */
function invertedEntries(
  lexicon: Lexicon,
  owner: Token[],
  word: Token,
  loose: boolean,
): LexiconEntry[] | undefined {
  const lemmas = owner.map((t) => t.lemma);
  // "the years of opening" for year_opened: the same stems in any order, as "opening year" is,
  // unless the owner words name rows ("the details of visitors" are not the visit details).
  const namesRows = lexicon.phrases.get(lemmas.join(' '))?.some((e) => e.target.kind === 'table');
  const entries = (
    lexicon.phrases.get(`${lemmas.join(' ')} ${word.lemma}`) ??
    (loose && !namesRows ? lexicon.bags.get(bagKey([...lemmas, word.lemma])) : undefined)
  )?.filter((e) => e.target.kind === 'column');
  if (!entries || entries.length === 0) return undefined;
  // "the id of students": the students' own column before another table's of the same name.
  const owns = (entry: LexiconEntry) =>
    lemmas.every((lemma) => tableEntityWords(entry.target.table).includes(lemma));
  return entries
    .map((entry) => ({ ...entry, quality: entry.quality * (owns(entry) ? 0.95 : 0.9) }))
    .sort((a, b) => b.quality - a.quality);
}

/**
 * "Show ids for all employees", "names for all the students": the key or name said "for all" the
 * rows is theirs, as "of" says. How many words the rows come after (0: not so said).
 */
function idsForAll(tokens: Token[], index: number): number {
  const said = tokens[index]?.lemma === 'id' || tokens[index]?.lemma === 'name';
  if (!said || tokens[index + 1]?.lower !== 'for' || tokens[index + 2]?.lower !== 'all') return 0;
  return tokens[index + 3]?.lower === 'the' ? 4 : 3;
}

/**
 * "name of the song" also reads as "song name": a word, "of", an optional article, and one to
 * three words whose phrase with the word after them names a column ("the description of the
 * product category" → product_category_description); "ids for all employees" reads so too.
 */
function inverted(tokens: Token[], lexicon: Lexicon): Mention[] {
  const found: Mention[] = [];
  tokens.forEach((token, index) => {
    const forAll = idsForAll(tokens, index);
    if (token.kind !== 'word' || stopWords.has(token.lower)) return;
    if (tokens[index + 1]?.lower !== 'of' && forAll === 0) return;
    // "the number of friends" counts them; it is not the friend number.
    if (token.lemma === 'number') return;
    const skip = forAll || (possessives.has(tokens[index + 2]?.lower ?? '') ? 3 : 2);
    // "the number of competitions of each type" groups by the type; it names no column.
    const loose = !eachWords.has(tokens[index + 2]?.lower ?? '');
    const ownerAt = index + skip;
    const owner = tokens[ownerAt];
    if (owner?.kind !== 'word' || stopWords.has(owner.lower)) return;
    // "the type code of the document", "the document type name of the document": a word ending
    // a longer name said before it is read in that name.
    const endsName = [2, 3].some((length) =>
      lexicon.phrases.has(lemmasBefore(tokens, index + 1, length)),
    );
    if (endsName) return;
    for (const length of [3, 2, 1]) {
      const words = tokens.slice(ownerAt, ownerAt + length);
      const isPhrase =
        words.length === length && words.every((t) => t.kind === 'word' && !stopWords.has(t.lower));
      const sorted = isPhrase ? invertedEntries(lexicon, words, token, loose) : undefined;
      if (!sorted) continue;
      const end = ownerAt + length;
      found.push({
        start: index,
        end,
        entries: sorted,
        quality: sorted[0]?.quality ?? 0,
        text: spanText(tokens, index, end),
        isLiteral: false,
      });
      return;
    }
  });
  return found;
}

/** Picks non-overlapping mentions, longer spans first, then better quality, then earlier. */
function chooseSpans(candidates: Mention[]): Mention[] {
  const ordered = [...candidates].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || b.quality - a.quality || a.start - b.start,
  );
  const chosen: Mention[] = [];
  for (const candidate of ordered) {
    const overlaps = chosen.some((m) => candidate.start < m.end && m.start < candidate.end);
    if (!overlaps) chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

function valueEntriesFor(lexicon: Lexicon, text: string): LexiconEntry[] {
  return lexicon.values.get(text.toLowerCase()) ?? [];
}

function isCovered(mentions: Mention[], index: number): boolean {
  return mentions.some((m) => index >= m.start && index < m.end);
}

/** Quoted values: their dictionary entries when they are known values, else literals. */
function quotedMentions(tokens: Token[], lexicon: Lexicon): Mention[] {
  return tokens.flatMap((token, index) => {
    if (token.kind !== 'quoted') return [];
    const entries = valueEntriesFor(lexicon, token.text);
    return [
      {
        start: index,
        end: index + 1,
        entries,
        quality: entries.length > 0 ? 1 : 0,
        text: token.text,
        isLiteral: entries.length === 0,
      },
    ];
  });
}

/**
 * Runs of capitalised words that matched nothing, small words of a title between them: names
 * the dictionaries don't hold.
 */
function capitalizedLiterals(tokens: Token[], taken: Mention[]): Mention[] {
  const literals: Mention[] = [];
  let index = 0;
  while (index < tokens.length) {
    const startsRun = (i: number) =>
      tokens[i]?.isCapitalized === true &&
      tokens[i]?.kind === 'word' &&
      !isCovered(taken, i) &&
      !stopWords.has(tokens[i]?.lower ?? '') &&
      !commandWords.has(tokens[i]?.lower ?? '');
    if (!startsRun(index)) {
      index++;
      continue;
    }
    const start = index;
    while (startsRun(index)) {
      index++;
      if (!startsRun(index)) index += titleBridgeAt(tokens, index, startsRun);
    }
    literals.push({
      start,
      end: index,
      entries: [],
      quality: 0,
      text: spanText(tokens, start, index),
      isLiteral: true,
    });
  }
  return literals;
}

/** Loose matches for words left over: shared stems ("produced" ~ "production"). */
/**
 * Stems that differ only in a short tail ("weigh" ~ "weight", "produc" ~ "product"): at least five
 * shared letters and at most two more. Weaker than a shared stem.
 */
function prefixStemEntries(lexicon: Lexicon, stem: string): LexiconEntry[] | undefined {
  if (stem.length < 5) return undefined;
  const found: LexiconEntry[] = [];
  for (const [key, entries] of lexicon.stems) {
    const [short, long] = key.length < stem.length ? [key, stem] : [stem, key];
    if (short.length >= 5 && long.length - short.length <= 2 && long.startsWith(short)) {
      found.push(...entries.map((entry) => ({ ...entry, quality: entry.quality * 0.85 })));
    }
  }
  return found.length > 0 ? found : undefined;
}

function stemMentions(tokens: Token[], lexicon: Lexicon, taken: Mention[]): Mention[] {
  return tokens.flatMap((token, index) => {
    if (
      token.kind !== 'word' ||
      isCovered(taken, index) ||
      stopWords.has(token.lower) ||
      grammarWords.has(token.lower) ||
      token.lower.length < 4
    )
      return [];
    const entries = lexicon.stems.get(token.stem) ?? prefixStemEntries(lexicon, token.stem);
    if (!entries) return [];
    const sorted = [...entries].sort((a, b) => b.quality - a.quality);
    return [
      {
        start: index,
        end: index + 1,
        entries: sorted,
        quality: sorted[0]?.quality ?? 0,
        text: token.text,
        isLiteral: false,
      },
    ];
  });
}

/**
 * Words left over that are one or two typos away from a one-word name or value ("revnue",
 * "custmoers"), read as that name with lower quality so the reading is less sure.
 */
function typoMentions(tokens: Token[], lexicon: Lexicon, taken: Mention[]): Mention[] {
  return tokens.flatMap((token, index) => {
    const allowance = typoAllowance(token.lower);
    if (token.kind !== 'word' || allowance === 0 || isCovered(taken, index)) return [];
    if (stopWords.has(token.lower) || grammarWords.has(token.lower) || token.isCapitalized)
      return [];
    let best: { entries: LexiconEntry[]; distance: number } | null = null;
    // Typos rarely touch a word's first letter; requiring it keeps "stations" from "nations".
    for (const key of lexicon.wordsByInitial.get(token.lemma[0] ?? '') ?? []) {
      const distance = editDistance(token.lemma, key, allowance);
      const entries = lexicon.phrases.get(key);
      if (entries && distance > 0 && distance <= allowance && (!best || distance < best.distance))
        best = { entries, distance };
    }
    if (!best) return [];
    const entries = best.entries
      .map((entry) => ({ ...entry, quality: entry.quality * 0.6 }))
      .sort((a, b) => b.quality - a.quality);
    return [
      {
        start: index,
        end: index + 1,
        entries,
        quality: entries[0]?.quality ?? 0,
        text: token.text,
        isLiteral: false,
      },
    ];
  });
}

/**
 * "departure and arrival dates", "checking and savings balances", "the support, consider, and
 * oppose rates": each word listed before "and" (by commas, further back) shares the head noun of
 * the name after it, and is read as the name it makes with that noun.
 */
function coordinatedMentions(tokens: Token[], lexicon: Lexicon, taken: Mention[]): Mention[] {
  return taken.flatMap((mention) => {
    const head = tokens.slice(mention.start + 1, mention.end);
    const isColumn = mention.entries[0]?.target.kind === 'column';
    if (!isColumn || head.length === 0 || tokens[mention.start - 1]?.lower !== 'and') return [];
    const found: Mention[] = [];
    for (let start = mention.start - 2; start >= 0; start--) {
      const word = tokens[start];
      const next = tokens[start + 1];
      if (word?.kind !== 'word' || isCovered(taken, start)) break;
      if (stopWords.has(word.lower) || grammarWords.has(word.lower)) break;
      if (start < mention.start - 2 && next && !markBetween(word, next)) break;
      const entries = lookUp(lexicon, [word, ...head])
        ?.filter((entry) => entry.target.kind === 'column')
        .map((entry) => ({ ...entry, quality: entry.quality * 0.95 }))
        .sort((a, b) => b.quality - a.quality);
      if (!entries || entries.length === 0) break;
      const quality = entries[0]?.quality ?? 0;
      found.push({ start, end: start + 1, entries, quality, text: word.text, isLiteral: false });
    }
    return found;
  });
}

/** A word of grammar or a stop word, which no name is read from. */
const isSmallWord = (token: Token) => stopWords.has(token.lower) || grammarWords.has(token.lower);

/** `linked` with the one-word mentions `found` reads again replaced by those readings. */
function withReadings(linked: Mention[], found: Mention[]): Mention[] {
  const replaced = new Set(found.map((m) => m.start));
  return [...linked.filter((m) => !(m.end - m.start === 1 && replaced.has(m.start))), ...found];
}

/**
 * One word read as the names `entries` give it (a shared owner or modifier completes them), as
 * strongly as the best of those and of the word's reading alone.
 */
function wordReading(
  start: number,
  word: Token,
  entries: readonly LexiconEntry[],
  alone: Mention | undefined,
): Mention {
  const quality = Math.max(entries[0]?.quality ?? 0, alone?.quality ?? 0);
  const said = entries.map((entry) => ({ ...entry, quality }));
  return { start, end: start + 1, entries: said, quality, text: word.text, isLiteral: false };
}

/**
 * "the description and code of the attraction type", "the names and urls of images": words listed
 * before "and" (by commas, further back) in front of a name said with "of" share its owner, and
 * are read as the names they make with it, as strongly as their best reading alone.
 */
function coordinatedInverted(tokens: Token[], lexicon: Lexicon, linked: Mention[]): Mention[] {
  const found: Mention[] = [];
  for (const mention of linked) {
    const isInverted = tokens[mention.start + 1]?.lower === 'of' && mention.end - mention.start > 2;
    if (!isInverted || tokens[mention.start - 1]?.lower !== 'and') continue;
    const ownerAt =
      mention.start + (possessives.has(tokens[mention.start + 2]?.lower ?? '') ? 3 : 2);
    const owner = tokens.slice(ownerAt, mention.end);
    for (let start = mention.start - 2; start >= 0; start--) {
      const word = tokens[start];
      const next = tokens[start + 1];
      if (word?.kind !== 'word' || isSmallWord(word)) break;
      if (start < mention.start - 2 && next && !markBetween(word, next)) break;
      const alone = linked.find((m) => m.start <= start && start < m.end);
      if (alone && (alone.start !== start || alone.end !== start + 1)) break;
      // Only a name said in full counts, not a weaker alias ("phone numbers" are no customer ids).
      const entries = invertedEntries(lexicon, owner, word, false)?.filter(
        (e) => e.quality >= 0.85,
      );
      if (!entries || entries.length === 0) break;
      found.push(wordReading(start, word, entries, alone));
    }
  }
  return withReadings(linked, found);
}

/**
 * "the start station's name and id", "address line 1 and 2": the one word after "and" that
 * follows a name of several words shares the words before its last one, and is read as the name
 * it makes with them when that names a column in full, before any reading it has alone.
 */
function sharedModifierMentions(tokens: Token[], lexicon: Lexicon, linked: Mention[]): Mention[] {
  const found: Mention[] = [];
  for (const mention of linked) {
    const span = tokens.slice(mention.start, mention.end);
    const start = mention.end + 1;
    const word = tokens[start];
    const after = tokens[start + 1];
    const isColumn = mention.entries[0]?.target.kind === 'column';
    if (!isColumn || span.length < 2 || tokens[mention.end]?.lower !== 'and' || !word) continue;
    if (span.some((token) => token.lower === 'of')) continue;
    const sameKind =
      word.kind === 'word' || (word.kind === 'number' && span.at(-1)?.kind === 'number');
    if (!sameKind || isSmallWord(word)) continue;
    // "address line 1 and 2 of …": the word ends the list; "code and description date" does not.
    if (after && after.kind === 'word' && !markBetween(word, after) && !isSmallWord(after))
      continue;
    const alone = linked.find((m) => m.start <= start && start < m.end);
    if (alone && (alone.start !== start || alone.end !== start + 1)) continue;
    const entries = lexicon.phrases
      .get([...span.slice(0, -1).map((t) => t.lemma), word.lemma].join(' '))
      ?.filter((e) => e.target.kind === 'column' && e.quality >= 0.9);
    if (!entries || entries.length === 0) continue;
    found.push(wordReading(start, word, entries, alone));
  }
  return withReadings(linked, found);
}

/**
 * "sorted by launch date" where programs have a launch column and only broadcasts a date: the
 * time word after a word naming a column is that column's unit, not another table's date. A time
 * word right after a mention whose best reading is a non-key column, with no mark between them, is
 * read into that mention when none of its own readings is a column of that column's table.
 */
function mergeTimeHeads(tokens: Token[], mentions: Mention[]): Mention[] {
  const merged = new Set<Mention>();
  const result = mentions.map((mention) => {
    const head = mentions.find((m) => m.start === mention.end && m.end === m.start + 1);
    const best = mention.entries[0]?.target;
    if (!head || !best || best.kind !== 'column' || best.column.role === 'identifier')
      return mention;
    const word = tokens[head.start];
    const before = tokens[mention.end - 1];
    if (!word || !before || markBetween(before, word)) return mention;
    if (!timeHeads.has(word.lemma) || head.isLiteral) return mention;
    if (head.entries.some((entry) => entry.target.table === best.table)) return mention;
    merged.add(head);
    return { ...mention, end: head.end, text: spanText(tokens, mention.start, head.end) };
  });
  return result.filter((mention) => !merged.has(mention));
}

/**
 * Links a question's tokens to the model: longest phrases of names, labels, synonyms and
 * dictionary values first, then quoted values, then loose stem matches, then capitalised names
 * that matched nothing as literal values, and single letters after "letter".
 */
export function linkMentions(tokens: Token[], lexicon: Lexicon): Mention[] {
  const quoted = quotedMentions(tokens, lexicon);
  const exact = chooseSpans(exactCandidates(tokens, lexicon));
  const linked = sharedModifierMentions(
    tokens,
    lexicon,
    coordinatedInverted(tokens, lexicon, [...quoted, ...exact]),
  );
  linked.push(...coordinatedMentions(tokens, lexicon, linked));
  const loose = stemMentions(tokens, lexicon, linked);
  const typos = typoMentions(tokens, lexicon, [...linked, ...loose]);
  const origins = originMentions(tokens, lexicon, [...linked, ...loose, ...typos]);
  const abbreviated = abbreviationMentions(tokens, lexicon, [
    ...linked,
    ...loose,
    ...typos,
    ...origins,
  ]);
  const all = mergeTimeHeads(tokens, [...linked, ...loose, ...typos, ...origins, ...abbreviated]);
  const literals = capitalizedLiterals(tokens, all);
  return [...all, ...literals, ...letterLiterals(tokens, [...all, ...literals])]
    .filter((m) => !coversOrderingWords(tokens, m.start, m.end))
    .sort((a, b) => a.start - b.start);
}
