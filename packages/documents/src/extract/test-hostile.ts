import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPdf, firstExtraObject } from './test-pdf';

/**
 * A local HTTP server that counts every request it gets: hostile documents point their links,
 * templates and scripts at it, and the tests assert it was never reached.
 */
export async function startTrapServer(): Promise<{
  url: string;
  hits: () => number;
  close: () => Promise<void>;
}> {
  let count = 0;
  const server: Server = createServer((_request, response) => {
    count += 1;
    response.end('trap');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The global a PDF's scripts try to set; it must stay unset. */
export const SCRIPT_FLAG = '__tabletalkPdfScriptRan';

/**
 * A two-page PDF with text and JavaScript everywhere a viewer might run it: an /OpenAction, a
 * document-level /Names script, page open actions, a link annotation whose action is a script, a
 * /URI and a /Launch action — and a font /FontMatrix carrying code in the shape of
 * CVE-2024-4367. Each script sets `SCRIPT_FLAG`, writes `markerPath` and calls `trapUrl`.
 */
export function buildScriptedPdf(trapUrl: string, markerPath: string): Uint8Array {
  const script = `globalThis.${SCRIPT_FLAG} = true; try { process.getBuiltinModule('fs').writeFileSync('${markerPath}', 'ran'); } catch (e) {} try { fetch('${trapUrl}/pdf-js'); } catch (e) {} app.launchURL('${trapUrl}/launch');`;
  const js = script.replace(/([\\()])/g, '\\$1');
  const first = firstExtraObject(2);
  return buildPdf({
    pages: [['Text beside the scripts on page one.'], ['Page two of the scripted PDF.']],
    catalog: `/OpenAction ${first} 0 R /Names << /JavaScript << /Names [(init) ${first} 0 R] >> >> /AcroForm << /Fields [] /NeedAppearances true >>`,
    page: `/AA << /O ${first} 0 R /C ${first} 0 R >> /Annots [${first + 1} 0 R ${first + 2} 0 R]`,
    objects: [
      `<< /Type /Action /S /JavaScript /JS (${js}) >>`,
      `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (${trapUrl}/uri) >> >>`,
      `<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] /A << /S /Launch /F (${markerPath}) >> /AA << /E ${first} 0 R >> >>`,
    ],
    font: `/FontMatrix [1 0 0 1 0 (1\\); globalThis.${SCRIPT_FLAG} = true; //)]`,
  });
}
