import { allowedCommonBasics } from './allowed-common-basics';
import { allowedCommonMore } from './allowed-common-more';
import type { CorpusCase } from './corpus-case';

/** Realistic analytic queries every dialect must let through. */
export const allowedCommon: CorpusCase[] = [...allowedCommonBasics, ...allowedCommonMore];
