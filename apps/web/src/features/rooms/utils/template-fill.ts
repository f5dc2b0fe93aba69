import { replaceTemplatePlaceholders, type Template } from '@tabletalk/contracts';
import { isTemplateUsable } from '../../../lib/template-validity';

/** The template's question with the values typed so far; unfilled placeholders stay `{name}`. */
export function fillPreview(text: string, values: Record<string, string>): string {
  return replaceTemplatePlaceholders(text, (name) => values[name]?.trim() || `{${name}}`);
}

/** The placeholders still without a value, in the template's order. */
export function missingPlaceholders(
  placeholders: readonly string[],
  values: Record<string, string>,
): string[] {
  return placeholders.filter((name) => !values[name]?.trim());
}

/** The values to send: only the template's placeholders, trimmed. */
export function templateValues(
  placeholders: readonly string[],
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(placeholders.map((name) => [name, values[name]?.trim() ?? '']));
}

/**
 * Usable templates first (favourites first), then those outside their validity (expired or not
 * yet valid): they are shown, so they can be updated, but not offered.
 */
export function orderTemplates(templates: readonly Template[]): Template[] {
  const rank = (template: Template) =>
    (isTemplateUsable(template) ? 0 : 2) + (template.favourite ? 0 : 1);
  return [...templates].sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}
