import type { FileHandle } from 'node:fs/promises';

/** The first bytes of every OLE2 compound file (legacy .xls, .doc, encrypted OOXML). */
export const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
/** Enough for any real workbook's directory; a longer chain is treated as unreadable. */
const MAX_DIRECTORY_SECTORS = 64;

/**
 * Lists the names of the streams and storages in an OLE2 compound file's directory, reading only
 * the header, the FAT sectors it points to and the directory chain (a few KB). Returns an empty
 * list when the structure does not hold together.
 */
export async function listOle2EntryNames(file: FileHandle): Promise<string[]> {
  const header = Buffer.alloc(512);
  const { bytesRead } = await file.read(header, 0, 512, 0);
  if (bytesRead < 512 || !header.subarray(0, 8).equals(OLE2_SIGNATURE)) return [];
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return [];
  const sectorSize = 1 << sectorShift;
  const readSector = async (sector: number): Promise<Buffer | null> => {
    const buffer = Buffer.alloc(sectorSize);
    const result = await file.read(buffer, 0, sectorSize, (sector + 1) * sectorSize);
    return result.bytesRead === sectorSize ? buffer : null;
  };
  const fatSectors: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES; index += 1) {
    fatSectors.push(header.readUInt32LE(0x4c + index * 4));
  }
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = async (sector: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined || fatSector >= END_OF_CHAIN) return END_OF_CHAIN;
    const buffer = await readSector(fatSector);
    return buffer ? buffer.readUInt32LE((sector % entriesPerFatSector) * 4) : END_OF_CHAIN;
  };

  const names: string[] = [];
  let sector = header.readUInt32LE(0x30);
  for (let count = 0; count < MAX_DIRECTORY_SECTORS && sector < END_OF_CHAIN; count += 1) {
    const buffer = await readSector(sector);
    if (!buffer) break;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_SIZE) {
      const nameLength = Math.min(buffer.readUInt16LE(offset + 0x40), 64);
      if (nameLength >= 2) {
        names.push(buffer.toString('utf16le', offset, offset + nameLength - 2));
      }
    }
    sector = await nextSector(sector);
  }
  return names;
}
