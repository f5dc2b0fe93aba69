import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDocx, buildPdf, renderTextPng } from '@tabletalk/documents/testing';

/** A fact only page 2 of the handbook states, and the question it answers. */
export const PAGE_TWO_FACT = {
  question: 'When does the night ferry to Port Ellis depart?',
  words: '23:40 from pier 7',
};

/**
 * The three files of the Ask Docs journey, written to a temp folder: a three-page text PDF whose
 * second page alone holds `PAGE_TWO_FACT`, a DOCX, and a scanned page (a PNG of printed lines,
 * read by OCR). Returns their paths in that order.
 */
export function writeAskDocsFiles(): { pdf: string; docx: string; png: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-docs-'));
  const pdf = path.join(dir, 'harbour-handbook.pdf');
  writeFileSync(
    pdf,
    buildPdf({
      title: 'Harbour operations handbook',
      pages: [
        [
          'Harbour operations handbook',
          'This handbook describes how the harbour office runs its daily services.',
          'Staff should read every chapter before their first shift.',
        ],
        [
          'Ferry timetable',
          `The night ferry to Port Ellis departs at ${PAGE_TWO_FACT.words}.`,
          'Tickets for the night ferry are sold at the harbour office until 23:00.',
        ],
        [
          'Cargo handling',
          'Containers are weighed at the east gate before they are loaded.',
          'Dangerous goods need a signed declaration from the shipper.',
        ],
      ],
    }),
  );
  const docx = path.join(dir, 'visitor-guide.docx');
  writeFileSync(
    docx,
    buildDocx({
      title: 'Visitor guide',
      paragraphs: [
        'Visitors to the harbour must sign in at the reception desk.',
        'The museum of maritime history opens at ten in the morning.',
      ],
    }),
  );
  const png = path.join(dir, 'maintenance-scan.png');
  writeFileSync(
    png,
    renderTextPng([
      'Quarterly maintenance checklist',
      'Inspect the crane cables for wear.',
      'Replace the lighthouse lamp every spring.',
    ]),
  );
  return { pdf, docx, png };
}
