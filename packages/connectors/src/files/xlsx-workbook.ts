/** A sheet as the workbook lists it, with the zip entry that holds its cells. */
export interface WorkbookSheet {
  name: string;
  entryPath: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the XML entities an attribute value may hold. */
export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? match;
  });
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) {
    if (match[1] && match[2] !== undefined) attributes.set(match[1], decodeXmlText(match[2]));
  }
  return attributes;
}

/**
 * Lists a workbook's sheets in order from `xl/workbook.xml` and its relationships, so limits are
 * checked and merged ranges matched to sheet names before the cells are parsed.
 */
export function readWorkbookSheets(parts: ReadonlyMap<string, string>): WorkbookSheet[] {
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const attributes = attributesOf(match[1] ?? '');
    const id = attributes.get('Id');
    const target = attributes.get('Target');
    if (id && target) targets.set(id, toEntryPath(target));
  }
  const sheets: WorkbookSheet[] = [];
  for (const match of workbook.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)) {
    const attributes = attributesOf(match[1] ?? '');
    const relationId = [...attributes].find(([key]) => key.endsWith(':id'))?.[1];
    sheets.push({
      name: attributes.get('name') ?? `Sheet${sheets.length + 1}`,
      entryPath: (relationId && targets.get(relationId)) || '',
    });
  }
  return sheets;
}

function toEntryPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return `xl/${target.replace(/^\.\//, '')}`;
}
