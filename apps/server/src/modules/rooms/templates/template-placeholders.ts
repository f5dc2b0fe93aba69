/**
 * A `{name}` token: a letter or underscore, then letters, digits, `_` or `-`, words separated by
 * single spaces ("{start date}"), at most 40 characters, spaces inside the braces ignored.
 * Anything else in braces ("{}", "{1}", "{a,b}") is plain text.
 */
const PLACEHOLDER = /\{\s*([\p{L}_][\p{L}\p{N}_-]*(?: [\p{L}\p{N}_-]+)*)\s*\}/gu;
const MAX_NAME_LENGTH = 40;

/** Calls `visit` for each placeholder token of `text` and returns the text it builds. */
export function replacePlaceholders(text: string, visit: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (token, name: string) =>
    name.length > MAX_NAME_LENGTH ? token : visit(name),
  );
}

/**
 * The distinct placeholder names of a template's text, in order of first use.
 * @example templatePlaceholders('revenue in {region} for {year}, {region}') // ['region', 'year']
 */
export function templatePlaceholders(text: string): string[] {
  const names: string[] = [];
  replacePlaceholders(text, (name) => {
    if (!names.includes(name)) names.push(name);
    return '';
  });
  return names;
}
