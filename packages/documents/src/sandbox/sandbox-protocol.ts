import type { DocumentKind } from '../detect/document-kind';
import type { DocumentRejectedCode, DocumentRejectedDetails } from '../extract/document-rejected';
import type { ExtractLimits } from '../extract/extract-limits';
import type { ExtractedDocument } from '../extract/extracted-document';
import type { RenderPageOptions } from '../extract/render-pdf-page-here';

/** The one message the parent sends to a parser child. */
export type SandboxRequest =
  | { type: 'extract'; filePath: string; kind: DocumentKind; limits: ExtractLimits }
  | { type: 'render'; filePath: string; pageNumber: number; options: RenderPageOptions };

/** The one message a parser child sends back before it exits. */
export type SandboxReply =
  | { type: 'extracted'; document: ExtractedDocument }
  | { type: 'rendered'; png: Uint8Array }
  | {
      type: 'rejected';
      code: DocumentRejectedCode;
      message: string;
      details: DocumentRejectedDetails;
      /** What the parser said, for the server's log only. */
      cause?: string;
    }
  | { type: 'failed'; message: string; stack?: string };
