/**
 * Worker thread that reads one text aloud with text2wav's espeak-ng build (WebAssembly) and
 * posts the WAV bytes back: `{ wav: Uint8Array }` or `{ error: string }`.
 *
 * It drives `text2wav/lib/espeak-ng` itself instead of calling text2wav's default export, which
 * passes the text as a command-line argument (a text starting with "-" is read as an option),
 * prints a wasm warning through console.warn, and leaves process listeners behind on every call.
 * Here the text goes through a file, the wasm module compiled once by the parent is instantiated
 * directly (no warning), and everything espeak prints is collected, not written to the console.
 * A fresh worker per text keeps espeak's global state and listeners out of the server process.
 *
 * workerData: { text: string, wasm: WebAssembly.Module, args: string[] }
 */
const { parentPort, workerData } = require('node:worker_threads');
const espeakNg = require('text2wav/lib/espeak-ng');

const TEXT_FILE = '/tmp/speech.txt';
const WAV_FILE = '/tmp/speech.wav';
const printed = [];

function fail(reason) {
  parentPort.postMessage({
    error: `${reason}${printed.length ? ` (${printed.join(' | ')})` : ''}`,
  });
}

const Module = {
  arguments: [...workerData.args, '-f', TEXT_FILE, '-w', WAV_FILE],
  print: (line) => printed.push(String(line)),
  printErr: (line) => printed.push(String(line)),
  instantiateWasm(imports, receiveInstance) {
    WebAssembly.instantiate(workerData.wasm, imports).then(
      (instance) => receiveInstance(instance),
      (error) => fail(`espeak-ng did not start: ${error}`),
    );
    return {};
  },
  preRun: [() => Module.FS.writeFile(TEXT_FILE, workerData.text)],
  postRun: [
    () => {
      try {
        const wav = Module.FS.readFile(WAV_FILE);
        parentPort.postMessage({ wav }, [wav.buffer]);
      } catch (error) {
        fail(`espeak-ng wrote no sound: ${error}`);
      }
    },
  ],
  onAbort: (what) => fail(`espeak-ng stopped: ${what}`),
};

espeakNg(Module);
