import { AppError, replaceTemplatePlaceholders } from '@tabletalk/contracts';

/** The longest question a filled template may make (the ask calls' own limit). */
export const MAX_FILLED_LENGTH = 1000;

/** Control characters and line breaks in a value become spaces: a value is one plain phrase. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]+/gu;

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, details: { fields: [{ path, message }] } });
}

/**
 * Fills a template's `{name}` placeholders with the user's values, in one pass: a value is plain
 * text, trimmed, and never expanded again (a value "{year}" stays "{year}"). Values for names
 * the text does not use are ignored.
 * @throws AppError VALIDATION_FAILED naming the placeholder when a value is missing or blank,
 *   or when the filled question is longer than 1,000 characters.
 * @example fillTemplate('revenue in {region}', { region: ' North ' }) // 'revenue in North'
 */
export function fillTemplate(text: string, values: Record<string, string | undefined>): string {
  const filled = replaceTemplatePlaceholders(text, (name) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const plain = (value ?? '').replace(CONTROL_CHARACTERS, ' ').trim();
    if (!plain) throw invalid(`values.${name}`, `Fill in {${name}}.`);
    return plain;
  });
  if (filled.length > MAX_FILLED_LENGTH) {
    throw invalid('values', `The filled question is longer than ${MAX_FILLED_LENGTH} characters.`);
  }
  return filled;
}
