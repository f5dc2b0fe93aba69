/** A page drawn by its own content stream instead of lines of text (e.g. a scan's image). */
export interface TestPdfDrawing {
  content: string;
}

/**
 * A tiny PDF writer for tests: pages of text lines in Helvetica, plus raw dictionary entries for
 * the hostile cases (JavaScript actions, an /Encrypt dictionary). Offsets in the xref table are
 * exact, so a reader never has to repair the file unless a test cuts it.
 */
export interface TestPdfOptions {
  /**
   * Each page's lines of text, top to bottom (an empty page draws nothing), or a drawing of its
   * own: `scannedPdfPage` makes a page without a text layer, as a scanner does.
   */
  pages: (string[] | TestPdfDrawing)[];
  /** Extra entries of the catalog, e.g. `/OpenAction 9 0 R`. */
  catalog?: string;
  /** Extra objects appended after the pages, numbered from `firstExtraObject(pages)`. */
  objects?: string[];
  /** Extra entries of the trailer, e.g. `/Encrypt …`. */
  trailer?: string;
  /** The document's /Title. */
  title?: string;
  /** Extra entries of every page dictionary, e.g. `/AA << … >>`. */
  page?: string;
  /** Extra entries of the one font (Helvetica) every page uses. */
  font?: string;
}

const escapePdfString = (text: string) => text.replace(/([\\()])/g, '\\$1');

/** The number the first of `objects` gets. */
export function firstExtraObject(pageCount: number): number {
  return 5 + pageCount * 2;
}

export function buildPdf(options: TestPdfOptions): Uint8Array {
  const { pages } = options;
  const objects: string[] = [];
  const kids = pages.map((_, index) => `${5 + index * 2} 0 R`).join(' ');
  objects.push(`<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`);
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica ${options.font ?? ''} >>`);
  objects.push(`<< /Title (${escapePdfString(options.title ?? '')}) /Producer (test) >>`);
  pages.forEach((page, index) => {
    const content = Array.isArray(page)
      ? page
          .map(
            (line, row) => `BT /F1 12 Tf 72 ${720 - row * 16} Td (${escapePdfString(line)}) Tj ET`,
          )
          .join('\n')
      : page.content;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + index * 2} 0 R ${options.page ?? ''} >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  objects.push(...(options.objects ?? []));
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R ${options.trailer ?? ''} >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0) & 0xff);
}

/**
 * A standard-security /Encrypt dictionary whose owner and user keys match no password: a reader
 * must ask for one, as it does for any PDF with a user password.
 */
export const passwordEncryption =
  `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> ` +
  `/ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`;
