/**
 * A `{name}` token: a letter or underscore, then letters, digits, `_` or `-`, words separated by
 * single spaces ("{start date}"), at most 40 characters, spaces inside the braces ignored.
 * Anything else in braces ("{}", "{1}", "{a,b}") is plain text. One rule for the server, which
 * fills templates, and the web, which shows the placeholders while a template is written.
 */
const PLACEHOLDER = /\{\s*([\p{L}_][\p{L}\p{N}_-]*(?: [\p{L}\p{N}_-]+)*)\s*\}/gu;

/** The longest placeholder name; a longer one in braces is plain text. */
export const MAX_PLACEHOLDER_NAME_LENGTH = 40;

/**
 * Calls `visit` for each placeholder token of a template's text, in order, and returns the text
 * with each token replaced by what `visit` returns (one pass: returned text is never re-read).
 * @example replaceTemplatePlaceholders('in {region}', (name) => name.toUpperCase()) // 'in REGION'
 */
export function replaceTemplatePlaceholders(text: string, visit: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (token, name: string) =>
    name.length > MAX_PLACEHOLDER_NAME_LENGTH ? token : visit(name),
  );
}

/**
 * The distinct placeholder names of a template's text, in order of first use.
 * @example templatePlaceholders('revenue in {region} for {year}, {region}') // ['region', 'year']
 */
export function templatePlaceholders(text: string): string[] {
  const names: string[] = [];
  replaceTemplatePlaceholders(text, (name) => {
    if (!names.includes(name)) names.push(name);
    return '';
  });
  return names;
}
