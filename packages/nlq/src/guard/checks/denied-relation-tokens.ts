import type { TextCheck } from '../context';
import { deniedSchemasFor, isCatalogTableName } from '../denylists/relations';
import { nameChains } from '../lex/name-chains';
import { refuse } from '../types';

const systemRelation = () =>
  refuse('DENIED_RELATION', 'System catalogs and files cannot be queried.');

/**
 * Backstop to the parser: refuses any dotted name qualified by a system schema
 * (`information_schema.x`, `"PG_CATALOG".x`, `` `region-us.INFORMATION_SCHEMA.JOBS` ``), any bare
 * catalog table name (`pg_authid`, `sqlite_master`) and Snowflake stage references (`@stage`).
 * Throws nothing.
 */
export const deniedRelationTokens: TextCheck = ({ code, dialect }) => {
  const schemas = deniedSchemasFor(dialect);
  for (const chain of nameChains(code)) {
    if (code[chain.last + 1]?.text === '(') continue;
    const qualifiers = chain.parts.slice(0, -1).map((part) => part.toLowerCase());
    const name = chain.parts.at(-1) ?? '';
    if (qualifiers.some((part) => schemas.has(part)) || isCatalogTableName(name)) {
      return systemRelation();
    }
  }
  const isStage = dialect === 'snowflake' && code.some((token) => token.text.startsWith('@'));
  return isStage ? systemRelation() : null;
};
