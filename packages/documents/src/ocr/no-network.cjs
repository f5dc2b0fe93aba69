/**
 * Preloaded (`--require`) into the OCR child process and, through the inherited execArgv, into
 * tesseract.js's worker thread: every way out to the network throws. The OCR engine reads its
 * language data from the installed @tesseract.js-data/eng package; were it ever pointed at a URL
 * (tesseract.js falls back to a CDN when no langPath is given), it fails loudly here instead of
 * downloading at run time.
 */
const net = require('node:net');
const dns = require('node:dns');

const message = 'Network access is disabled in the OCR process';
const refuse = () => {
  throw new Error(message);
};

globalThis.fetch = (input) => Promise.reject(new Error(`${message} (fetch ${String(input)})`));
net.Socket.prototype.connect = refuse;
net.connect = refuse;
net.createConnection = refuse;
dns.lookup = refuse;
dns.promises.lookup = refuse;
