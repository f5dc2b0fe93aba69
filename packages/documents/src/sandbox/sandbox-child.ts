/**
 * The parser child (`extractDocument`, `renderPdfPage`), loaded by `sandbox-entry.mjs`: turns the
 * network off before any parser runs, then runs the one request it is sent, answers over IPC and
 * exits. It exits when its parent goes away, so an orphaned parse never outlives the server.
 */
import { DocumentRejected } from '../extract/document-rejected';
import { turnNetworkOff } from './network-off';
import type { SandboxReply, SandboxRequest } from './sandbox-protocol';

function send(message: SandboxReply): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

function replyOf(error: unknown): SandboxReply {
  if (error instanceof DocumentRejected) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return {
      type: 'rejected',
      code: error.code,
      message: error.message,
      details: error.details,
      cause,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { type: 'failed', message, stack: error instanceof Error ? error.stack : undefined };
}

async function answer(request: SandboxRequest): Promise<SandboxReply> {
  if (request.type === 'extract') {
    const { extractHere } = await import('../extract/extract-here');
    const document = await extractHere(request.filePath, request.kind, request.limits);
    return { type: 'extracted', document };
  }
  const { readFile } = await import('node:fs/promises');
  const { renderPdfPageHere } = await import('../extract/render-pdf-page-here');
  const bytes = new Uint8Array(await readFile(request.filePath));
  const png = await renderPdfPageHere(bytes, request.pageNumber, request.options);
  return { type: 'rendered', png };
}

async function run(request: SandboxRequest): Promise<void> {
  let reply: SandboxReply;
  try {
    reply = await answer(request);
  } catch (error) {
    reply = replyOf(error);
  }
  await send(reply);
  process.exit(0);
}

turnNetworkOff();
process.once('message', (request: SandboxRequest) => void run(request));
process.once('disconnect', () => process.exit(1));
