import { expandWords, splitName } from '../../../text';
import { previousMention, wordsBetween } from '../../context';
import type { LexiconTarget } from '../../lexicon';
import type { Mention } from '../../link';
import type { FrameBuilder } from '../frame-builder';

type ValueTarget = Extract<LexiconTarget, { kind: 'value' }>;

/** Words before a place that say it is where something ends ("flights into ATO"). */
const arrivalWords = new Set([
  'to',
  'into',
  'arrive',
  'arrives',
  'arrived',
  'arriving',
  'land',
  'lands',
  'landed',
  'landing',
  'reach',
  'reaches',
  'reaching',
  'bound',
]);

/** Words before a place that say it is where something starts ("trains leaving Chennai"). */
const departureWords = new Set([
  'from',
  'leave',
  'leaves',
  'leaving',
  'depart',
  'departs',
  'departed',
  'departing',
  'originating',
]);

/** Column name words for where something ends, and for where it starts. */
const arrivalNames = new Set(['destination', 'dst', 'dest', 'arrival', 'to']);
const departureNames = new Set(['source', 'src', 'origin', 'departure', 'from']);

const nameWords = (target: ValueTarget) => expandWords(splitName(target.column.name));

/**
 * "flights into ATO", "trains that go from Chennai", "flights landing at APG": a place held by
 * both a column for where things start and one for where they end is read by the words before
 * it. Undefined when the words say neither or no column of that side holds the value.
 */
export function valueByDirection(
  b: FrameBuilder,
  mention: Mention,
  values: ValueTarget[],
): ValueTarget | undefined {
  const lead = wordsBetween(
    b.context,
    previousMention(b.context, mention)?.end ?? 0,
    mention.start,
  );
  const arrives = lead.some((word) => arrivalWords.has(word));
  const departs = lead.some((word) => departureWords.has(word));
  if (arrives === departs) return undefined;
  const [wanted, other] = arrives ? [arrivalNames, departureNames] : [departureNames, arrivalNames];
  const sided = (names: Set<string>) =>
    values.filter((v) => nameWords(v).some((word) => names.has(word)));
  const matching = sided(wanted);
  return matching.length > 0 && sided(other).length > 0 ? matching[0] : undefined;
}
