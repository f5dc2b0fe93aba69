import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { type ExpansionBudget, openCountedEntry } from './zip-expansion';
import { MergeSectionFinder, RowElementCounter } from './zip-sheet-probes';

/** A worksheet's XML as the parser reads it, counted and probed on the way. */
export interface SheetStream {
  stream: Readable;
  /** Share of the entry's compressed bytes read so far, 0–1 (for progress). */
  readFraction(): number;
  /** Merged ranges in what was read so far: all of them once the stream has ended. */
  mergedRanges(): string[];
}

/**
 * An archive that passed `openCheckedZip`: its structure is checked and every part but the
 * worksheets was inflated within bounds. Worksheets are inflated only here, each chunk counted
 * against the same budget before the parser sees it, so a sheet that crosses a bound fails its
 * stream with `ZIP_BOMB` and nothing parsed from it is kept (the load is discarded).
 */
export class CheckedZip {
  private readonly streams = new Set<Readable>();

  constructor(
    private readonly zip: ZipFile,
    /** The small parts the scan kept (workbook, relationships, content types), by entry name. */
    readonly parts: ReadonlyMap<string, string>,
    private readonly entries: ReadonlyMap<string, Entry>,
    private readonly budget: ExpansionBudget,
  ) {}

  /** True when the archive holds an entry of that name. */
  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * A part the scan already inflated within bounds, inflated again for the parser: still
   * bounded per entry, but not charged to the archive's total a second time.
   */
  async openPart(name: string): Promise<Readable> {
    return this.track(await openCountedEntry(this.zip, this.getEntry(name), this.freshBudget()));
  }

  /** Opens a worksheet for the parser; its bytes count toward the archive's total. */
  async openSheet(name: string): Promise<SheetStream> {
    const entry = this.getEntry(name);
    const merges = new MergeSectionFinder();
    let compressedBytes = 0;
    const stream = await openCountedEntry(this.zip, entry, this.budget, {
      compressed: (bytes) => {
        compressedBytes += bytes;
      },
      inflated: (chunk) => merges.push(chunk),
    });
    return {
      stream: this.track(stream),
      readFraction: () => Math.min(1, compressedBytes / Math.max(entry.compressedSize, 1)),
      mergedRanges: () => merges.ranges(),
    };
  }

  /**
   * Counts a worksheet's `<row>` elements on a pass of its own (for messages after the parse
   * stopped early), bounded per entry like any inflation.
   */
  async countRowElements(name: string): Promise<number> {
    const rows = new RowElementCounter();
    const stream = this.track(
      await openCountedEntry(this.zip, this.getEntry(name), this.freshBudget(), {
        inflated: (chunk) => rows.push(chunk),
      }),
    );
    try {
      for await (const _chunk of stream) {
        // Counted by the observer.
      }
    } finally {
      stream.destroy();
    }
    return rows.count;
  }

  /** Stops every stream still reading and closes the archive. */
  close(): void {
    for (const stream of this.streams) stream.destroy();
    this.streams.clear();
    this.zip.close();
  }

  private getEntry(name: string): Entry {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`The archive has no entry ${name}.`);
    return entry;
  }

  private freshBudget(): ExpansionBudget {
    return { limits: this.budget.limits, totalBytes: 0 };
  }

  private track(stream: Readable): Readable {
    this.streams.add(stream);
    stream.once('close', () => this.streams.delete(stream));
    return stream;
  }
}
