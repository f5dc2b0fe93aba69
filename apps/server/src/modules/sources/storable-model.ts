import { type SemanticModel, semanticModelSchema } from '@tabletalk/contracts';

/**
 * The model without NUL characters in its strings: PostgreSQL's jsonb refuses `\u0000`, and a
 * file may hold a stray NUL (SECURITY E6: NULs are handled). The data keeps the byte; only
 * labels, stats and value dictionaries lose it. Parsed with the contracts' schema, as every read of
 * the stored model is, so a model that could not be read back is never stored.
 * @throws ZodError when the model does not match `semanticModelSchema`.
 */
export function storableModel(model: SemanticModel): SemanticModel {
  const text = JSON.stringify(model, (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\0', '') : value,
  );
  return semanticModelSchema.parse(JSON.parse(text));
}
