/**
 * Words that never name a table, column or value on their own: function words and the question's
 * own vocabulary ("number of", "average"). They still count inside a longer phrase.
 */
export const stopWords = new Set(
  `a an the of in on at for to and or is are was were be been being by with what which who whom whose
  how many much all each every that this these those there their its it do does did have has had
  from as than more less most least number count total average sum maximum minimum max min
  me show list give find return tell display get i we you they he she his her them our us my your
  any some no not without also only just one both either neither other than then when where while
  same different distinct unique can could would should will shall may might must please`.split(
    /\s+/,
  ),
);

/** Words that may be an entity or value but are too vague to match loosely. */
export const vagueWords = new Set([
  'id',
  'type',
  'code',
  'date',
  'year',
  'time',
  'value',
  'amount',
  'level',
  'status',
]);

/** Words of the question's grammar (orderings, comparisons) that loose matching must not take. */
export const grammarWords = new Set(
  `ordered order sorted sort ranked rank arranged descending ascending decreasing increasing grouped
  group broken breakdown older younger greater larger bigger higher lower smaller fewer heavier
  lighter longer shorter taller earlier later above below under over exceeding between after before
  since oldest youngest highest lowest largest smallest biggest most least fewest latest earliest
  newest recent common popular frequent alphabetical alphabetically instead about empty missing blank unknown vs versus compared compare`.split(
    /\s+/,
  ),
);

/**
 * Words that open a request ("list", "show", "which"): never names, even capitalised after a
 * full stop, and not content a reading must account for.
 */
export const commandWords = new Set(
  `list show find give return display what which who how count tell sort order please also and are is there`.split(
    /\s+/,
  ),
);
