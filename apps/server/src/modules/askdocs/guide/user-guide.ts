import {
  ASK_DOCS_KIND_INFO,
  type AskDocsUserGuide,
  askDocsDocumentKinds,
} from '@tabletalk/contracts';
import type { Env } from '../../../env';

/** Megabytes as the guide writes them: whole numbers bare, others to one decimal. */
function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/**
 * `ask-docs/user_guide`: the help of the Ask Docs screen as structured sections (the web app
 * lays them out; no HTML travels), with the accepted files and the upload limit of this server's
 * configuration (`MAX_UPLOAD_MB`).
 */
export function userGuide(env: Pick<Env, 'sources'>): AskDocsUserGuide {
  const maxUploadMb = megabytes(env.sources.maxUploadBytes);
  const kinds = askDocsDocumentKinds.map((kind) => ({
    kind,
    ...ASK_DOCS_KIND_INFO[kind],
    extensions: [...ASK_DOCS_KIND_INFO[kind].extensions],
  }));
  const item = (k: (typeof kinds)[number]) => `${k.label}: ${k.extensions.join(', ')}`;
  return {
    title: 'Ask questions of your documents',
    sections: [
      {
        id: 'projects',
        heading: 'Projects',
        paragraphs: [
          'A project groups the documents you want to ask together. Everyone in your organization who can use Ask Docs sees its projects; your favourites are listed first.',
          'Your plan sets how many projects your organization can have; deleting a project deletes its documents and frees its place.',
        ],
        items: [],
      },
      {
        id: 'files',
        heading: 'Files you can add',
        paragraphs: [
          'Add several files at once. Each file is checked by its content, not only by its name: a file whose content does not match its extension is refused.',
        ],
        items: kinds.map(item),
      },
      {
        id: 'limits',
        heading: 'Limits',
        paragraphs: [
          `Each file can be up to ${maxUploadMb} MB. Larger files are stopped while they upload.`,
          'Encrypted or damaged files, and empty ones, cannot be read and are marked FAILED with the reason.',
        ],
        items: [],
      },
      {
        id: 'statuses',
        heading: 'What the statuses mean',
        paragraphs: [],
        items: [
          'PENDING: the file is being read.',
          'ACTIVE: the file is read and its text can answer questions.',
          'FAILED: the file could not be read; the reason says why.',
          'OCR_PENDING: some pages are scans that wait for OCR because your OCR balance ran out.',
        ],
      },
      {
        id: 'citations',
        heading: 'How answers cite your documents',
        paragraphs: [
          "Answers come only from the text of the project's documents. Each part of an answer names the document and the page it came from.",
          'Click a citation to open the document at that page with the passage highlighted. When nothing relevant is found, the answer says so.',
        ],
        items: [],
      },
      {
        id: 'ocr',
        heading: 'Scans, images and your OCR balance',
        paragraphs: [
          "Images, and PDF pages without a text layer, are read with OCR (text recognition). Each page read this way counts against your organization's OCR balance: first the OCR pages your plan includes each month, then your OCR packs. A page is counted once, even when the document is processed again.",
          "OCR pages come in packs bought once that never expire; the Basic plan must upgrade first. Your balance shows with your plan's usage.",
          "When the balance runs out, the document waits as OCR_PENDING with the message 'Your OCR Limit is exceeded. Please purchase a new OCR package to proceed with this file.' Buying a pack lets it continue.",
        ],
        items: [],
      },
      {
        id: 'templates',
        heading: 'Templates',
        paragraphs: [
          "A template gives a project's room an instruction and an answer style (concise, detailed or bullets). A template can be valid for a period only; an expired one cannot be connected until its dates are updated.",
        ],
        items: [],
      },
    ],
    limits: { maxUploadMb, kinds },
  };
}
