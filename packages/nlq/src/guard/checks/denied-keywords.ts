import type { TextCheck } from '../context';
import { functionLikeKeywords, lockingHints, statementKeywordsFor } from '../denylists/keywords';
import { isKeyword, type Token } from '../lex/token';
import { type GuardRefusal, refuse } from '../types';

const lockPrefixes = ['FOR', 'KEY', 'IN'];

function clauseRefusal(word: string, previous: Token | undefined) {
  if (word === 'INTO') return refuse('DENIED_CLAUSE', 'INTO is not allowed: queries cannot write.');
  const isShareLock = word === 'SHARE' && lockPrefixes.some((kw) => isKeyword(previous, kw));
  if (isShareLock || lockingHints.has(word)) {
    return refuse('DENIED_CLAUSE', 'Locking clauses are not allowed.');
  }
  return null;
}

/**
 * Refuses statement words (INSERT, UPDATE, DELETE, DROP, EXEC...) anywhere in the text, INTO in
 * any form (SELECT INTO, INTO OUTFILE), FOR SHARE / LOCK IN SHARE MODE, and SQL Server locking
 * hints (in every dialect, since a fallback grammar may read them). FOR UPDATE is caught by
 * UPDATE. Quoted names and `x.update` columns pass. Throws nothing.
 */
export const deniedKeywords: TextCheck = ({ code, dialect }) => {
  const isMssql = dialect === 'mssql';
  const statementWords = statementKeywordsFor(dialect);
  for (const [i, token] of code.entries()) {
    if (token.kind !== 'word' || code[i - 1]?.text === '.') continue;
    const word = token.text.toUpperCase();
    const isCall = !isMssql && functionLikeKeywords.has(word) && code[i + 1]?.text === '(';
    if (statementWords.has(word) && !isCall) {
      return refuse('NOT_READ_ONLY', `Only reads are allowed; ${word} is not.`);
    }
    const refusal: GuardRefusal | null = clauseRefusal(word, code[i - 1]);
    if (refusal) return refusal;
  }
  return null;
};
