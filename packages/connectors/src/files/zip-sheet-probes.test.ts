import { describe, expect, it } from 'vitest';
import { MergeSectionFinder, RowElementCounter } from './zip-sheet-probes';

const xml =
  '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"/><row r="3"><c r="B3"><v>2</v></c></row></sheetData>' +
  '<mergeCells count="2"><mergeCell ref="A1:C1"/><mergeCell ref="D1:D2"/></mergeCells></worksheet>';

/** Feeds `text` to a probe in pieces cut at `cuts`, as an inflating stream would. */
function feed(probe: { push(chunk: Buffer): void }, text: string, cuts: number[]): void {
  const bytes = Buffer.from(text);
  let start = 0;
  for (const end of [...cuts, bytes.length]) {
    probe.push(bytes.subarray(start, end));
    start = end;
  }
}

describe('sheet probes', () => {
  it('count rows and find merged ranges wherever the chunks are cut', () => {
    for (let cut = 1; cut < xml.length; cut += 1) {
      for (const cuts of [[cut], [cut, Math.min(cut + 3, xml.length)]]) {
        const rows = new RowElementCounter();
        const merges = new MergeSectionFinder();
        feed(rows, xml, cuts);
        feed(merges, xml, cuts);
        expect(rows.count, `cut at ${cuts}`).toBe(3);
        expect(merges.ranges(), `cut at ${cuts}`).toEqual(['A1:C1', 'D1:D2']);
      }
    }
  });

  it('count rows and find merged ranges in chunks shorter than what they look for', () => {
    for (let size = 1; size <= 12; size += 1) {
      const cuts = Array.from(
        { length: Math.ceil(xml.length / size) - 1 },
        (_, i) => (i + 1) * size,
      );
      const rows = new RowElementCounter();
      const merges = new MergeSectionFinder();
      feed(rows, xml, cuts);
      feed(merges, xml, cuts);
      expect(rows.count, `chunks of ${size}`).toBe(3);
      expect(merges.ranges(), `chunks of ${size}`).toEqual(['A1:C1', 'D1:D2']);
    }
  });

  it('find nothing in a sheet without merged cells', () => {
    const merges = new MergeSectionFinder();
    feed(merges, '<worksheet><sheetData/></worksheet>', [5, 12]);
    expect(merges.ranges()).toEqual([]);
  });
});
