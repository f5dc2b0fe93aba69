import { afterAll, describe, expect, it } from 'vitest';
import { readImageSize } from '../detect/read-image-size';
import { DocumentRejected } from '../extract/document-rejected';
import { createTempFiles, failure, isAlive } from '../extract/test-files';
import { buildPdf, passwordEncryption } from '../extract/test-pdf';
import { renderPdfPage } from './render-pdf-page';

const files = createTempFiles('render');
afterAll(files.cleanup);

describe('renderPdfPage', () => {
  it('draws the asked page to a PNG in a child process, within the pixel cap', async () => {
    const path = files.write('scan.pdf', buildPdf({ pages: [['one'], ['two']] }));
    let childPid = 0;
    const png = await renderPdfPage(path, 2, {
      scale: 2,
      maxPixels: 40_000_000,
      onStart: (pid) => {
        childPid = pid;
      },
    });
    expect(readImageSize(png)).toEqual({ format: 'png', width: 1224, height: 1584 });
    expect(isAlive(childPid)).toBe(false);
    const capped = await renderPdfPage(path, 1, { scale: 8, maxPixels: 500_000 });
    const size = readImageSize(capped);
    expect((size?.width ?? 0) * (size?.height ?? 0)).toBeLessThanOrEqual(500_000);
  });

  it('refuses a page that does not exist and a password-protected PDF', async () => {
    const path = files.write('short.pdf', buildPdf({ pages: [['only page']] }));
    const missing = await failure(renderPdfPage(path, 3, { scale: 1, maxPixels: 1_000_000 }));
    expect(missing).toBeInstanceOf(DocumentRejected);
    expect(missing).toMatchObject({
      code: 'damaged',
      message: 'This PDF has no page 3; it has 1 page.',
    });
    const locked = files.write(
      'locked.pdf',
      buildPdf({ pages: [['x']], trailer: passwordEncryption }),
    );
    const error = await failure(renderPdfPage(locked, 1, { scale: 1, maxPixels: 1_000_000 }));
    expect(error).toMatchObject({ code: 'encrypted', message: 'This PDF is password-protected.' });
  });
});
