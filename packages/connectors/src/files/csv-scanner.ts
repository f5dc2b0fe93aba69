/** One record seen by the scanner. */
export interface ScannedRecord {
  /** Number of fields (1 for a blank line). */
  fieldCount: number;
  /** 1-based line of the file where the record starts. */
  line: number;
  /** True for a line with nothing on it; loaders skip those. */
  isBlank: boolean;
  /** The field texts, only for the first `captureRecords` records. */
  fields: string[] | null;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
}

/**
 * A streaming, quote-aware CSV record scanner (RFC 4180: `"` quotes, `""` escapes, newlines inside
 * quotes, CRLF/LF/CR line ends). It keeps only the current state, plus the fields of the first
 * `captureRecords` records, so it counts records of any size in constant memory.
 */
export class CsvScanner {
  private readonly delimiter: number;
  private state = State.FieldStart;
  private fieldCount = 1;
  private recordLine = 1;
  private line = 1;
  private hasContent = false;
  private wasCr = false;
  private captured = 0;
  private fields: string[] | null;
  private field = '';

  constructor(
    delimiter: string,
    private readonly onRecord: (record: ScannedRecord) => void,
    private readonly captureRecords = 0,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
    this.fields = captureRecords > 0 ? [] : null;
  }

  /** Feeds the next piece of decoded text. */
  push(text: string): void {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (this.wasCr) {
        this.wasCr = false;
        if (code === LF) continue;
      }
      this.step(code, text, index);
    }
  }

  /** Ends the input, emitting a last record that has no line end. */
  end(): void {
    if (this.hasContent || this.fieldCount > 1) this.emitRecord();
  }

  private step(code: number, text: string, index: number): void {
    switch (this.state) {
      case State.Quoted:
        if (code === QUOTE) this.state = State.QuoteInQuoted;
        else if (code === CR || code === LF) this.newlineInQuotes(code);
        else this.addChar(text[index]);
        return;
      case State.QuoteInQuoted:
        if (code === QUOTE) {
          this.state = State.Quoted;
          this.addChar('"');
          return;
        }
        this.state = State.Unquoted;
        break;
      case State.FieldStart:
        if (code === QUOTE) {
          this.state = State.Quoted;
          this.hasContent = true;
          return;
        }
        this.state = State.Unquoted;
        break;
      default:
        break;
    }
    if (code === this.delimiter) {
      this.endField();
      this.fieldCount += 1;
      this.hasContent = true;
      this.state = State.FieldStart;
    } else if (code === LF || code === CR) {
      this.wasCr = code === CR;
      this.emitRecord();
      this.line += 1;
      this.recordLine = this.line;
    } else {
      this.hasContent = true;
      this.addChar(text[index]);
    }
  }

  private newlineInQuotes(code: number): void {
    this.line += 1;
    this.wasCr = code === CR;
    this.addChar('\n');
  }

  private addChar(char: string | undefined): void {
    if (this.fields && char !== undefined) this.field += char;
  }

  private endField(): void {
    if (!this.fields) return;
    this.fields.push(this.field);
    this.field = '';
  }

  private emitRecord(): void {
    this.endField();
    const isBlank = !this.hasContent && this.fieldCount === 1;
    const fields = this.fields;
    this.onRecord({ fieldCount: this.fieldCount, line: this.recordLine, isBlank, fields });
    if (fields && !isBlank) this.captured += 1;
    this.fields = this.captured < this.captureRecords ? [] : null;
    this.field = '';
    this.fieldCount = 1;
    this.hasContent = false;
    this.state = State.FieldStart;
  }
}
