/**
 * Small probes fed the inflated bytes of a worksheet as they stream past, so what ingest needs
 * from the end of a sheet (merged cells) or about its size (rows) is known without keeping it.
 * Each searches a chunk in place and carries only a few bytes across chunk boundaries: no chunk
 * is copied.
 */

const MAX_MERGE_SECTION_BYTES = 4 * 1024 * 1024;

/**
 * Counts the matches of `needle` in `chunk` that start at or after `from`, plus the one that
 * straddles the previous chunk's `tail` and this chunk, if any.
 */
function countAcross(tail: Buffer, chunk: Buffer, needle: string): number {
  let count = 0;
  if (tail.length > 0) {
    const seam = Buffer.concat([tail, chunk.subarray(0, needle.length - 1)]);
    if (seam.indexOf(needle) >= 0) count += 1;
  }
  for (let at = chunk.indexOf(needle); at >= 0; at = chunk.indexOf(needle, at + needle.length)) {
    count += 1;
  }
  return count;
}

/**
 * The last `length` bytes seen so far: of the chunk, or of the previous tail and a chunk shorter
 * than that. Copied, since a stream may reuse a chunk's memory.
 */
function tailOf(tail: Buffer, chunk: Buffer, length: number): Buffer {
  if (chunk.length >= length) return Buffer.from(chunk.subarray(chunk.length - length));
  const joined = Buffer.concat([tail, chunk]);
  return joined.subarray(Math.max(0, joined.length - length));
}

/** Finds the `<mergeCells>` section of a sheet's XML while it streams past, without keeping it. */
export class MergeSectionFinder {
  private static readonly needle = 'mergeCells';
  private tail: Buffer = Buffer.alloc(0);
  private section: Buffer[] | null = null;
  private sectionBytes = 0;
  private isDone = false;

  push(chunk: Buffer): void {
    if (this.isDone) return;
    if (this.section) {
      this.collect(chunk);
      return;
    }
    const needle = MergeSectionFinder.needle;
    const start = this.findStart(chunk, needle);
    if (start === null) {
      this.tail = tailOf(this.tail, chunk, needle.length - 1);
      return;
    }
    this.section = [];
    this.collect(start);
  }

  /** Where the section starts: in the chunk, or in the carried tail (then joined). */
  private findStart(chunk: Buffer, needle: string): Buffer | null {
    if (this.tail.length > 0) {
      const seam = Buffer.concat([this.tail, chunk.subarray(0, needle.length - 1)]);
      const at = seam.indexOf(needle);
      if (at >= 0) return Buffer.concat([this.tail.subarray(at), chunk]);
    }
    const at = chunk.indexOf(needle);
    return at >= 0 ? Buffer.from(chunk.subarray(at)) : null;
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
  private static readonly needle = '<row ';
  count = 0;
  private tail: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    const needle = RowElementCounter.needle;
    this.count += countAcross(this.tail, chunk, needle);
    this.tail = tailOf(this.tail, chunk, needle.length - 1);
  }
}
