/** How much untrusted detail a prompt carries; prompts step down the levels to fit the cap. */
export interface DetailLevel {
  /** Dictionary values shown per column. */
  values: number;
  /** Longest value shown, in characters. */
  valueChars: number;
  /** Longest table or column description shown; 0 leaves descriptions out. */
  descriptionChars: number;
  glossaryChars: number;
  examples: number;
}

/** Names and types only: what is left before tables are dropped. */
export const leanestLevel: DetailLevel = {
  values: 0,
  valueChars: 0,
  descriptionChars: 0,
  glossaryChars: 0,
  examples: 0,
};

/** From the richest prompt to the leanest. */
export const detailLevels: readonly DetailLevel[] = [
  { values: 8, valueChars: 40, descriptionChars: 200, glossaryChars: 300, examples: 3 },
  { values: 3, valueChars: 30, descriptionChars: 80, glossaryChars: 120, examples: 1 },
  leanestLevel,
];
