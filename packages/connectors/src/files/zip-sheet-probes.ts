/**
 * Small probes fed the inflated bytes of a worksheet while the zip scan streams them past, so what
 * ingest needs from the end of a sheet (merged cells) is known before exceljs parses it.
 */

const MAX_MERGE_SECTION_BYTES = 4 * 1024 * 1024;

/** Finds the `<mergeCells>` section of a sheet's XML while it streams past, without keeping it. */
export class MergeSectionFinder {
  private tail = Buffer.alloc(0);
  private section: Buffer[] | null = null;
  private sectionBytes = 0;
  private isDone = false;

  push(chunk: Buffer): void {
    if (this.isDone) return;
    if (this.section) {
      this.collect(chunk);
      return;
    }
    const window = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    const start = window.indexOf('mergeCells');
    if (start < 0) {
      this.tail = Buffer.from(window.subarray(Math.max(0, window.length - 16)));
      return;
    }
    this.section = [];
    this.collect(window.subarray(start));
  }

  private collect(chunk: Buffer): void {
    this.section?.push(chunk);
    this.sectionBytes += chunk.length;
    if (this.sectionBytes > MAX_MERGE_SECTION_BYTES || chunk.includes('/mergeCells')) {
      this.isDone = true;
    }
  }

  ranges(): string[] {
    if (!this.section) return [];
    const text = Buffer.concat(this.section).toString('utf8');
    const ranges: string[] = [];
    for (const match of text.matchAll(
      /<(?:\w+:)?mergeCell\b[^>]*?\bref="([A-Z]+\d+:[A-Z]+\d+)"/g,
    )) {
      if (match[1]) ranges.push(match[1]);
    }
    return ranges;
  }
}

/** Counts `<row ` in a sheet's XML as it streams past (native search; a few bytes carried over). */
export class RowElementCounter {
  count = 0;
  private tail = Buffer.alloc(0);

  push(chunk: Buffer): void {
    const window = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    for (let at = window.indexOf('<row '); at >= 0; at = window.indexOf('<row ', at + 5)) {
      this.count += 1;
    }
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - 4)));
  }
}
