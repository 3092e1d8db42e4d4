import { AppError } from "../../common/errors";

/** FAT values from here up are markers (free, end of chain, FAT sector, DIFAT sector), not sector ids. */
const FIRST_MARKER = 0xfffffffa;
const HEADER_DIFAT_ENTRIES = 109;

/**
 * Checks the structure of a Word 97–2003 (.doc) compound file before word-extractor reads it.
 * word-extractor follows sector chains without noticing a loop (it stops only at a sector that
 * points to itself), so a chain A → B → A grows an array until V8 aborts the whole process — no
 * exception, the server is gone. Found by the upload fuzz. Here the sector sizes and counts must
 * fit the file, and the FAT and the mini FAT must be free of cycles; otherwise `file_corrupt`.
 * Linear in the file's size.
 */
export function checkCompoundFile(bytes: Uint8Array): void {
  if (bytes.byteLength < 512) throw damaged();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(30, true);
  if ((sectorShift !== 9 && sectorShift !== 12) || view.getUint16(32, true) !== 6) throw damaged();
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil(bytes.byteLength / sectorSize) - 1;
  const fatSectorCount = view.getUint32(44, true);
  const difatSectorCount = view.getUint32(72, true);
  if (fatSectorCount > sectorCount || difatSectorCount > sectorCount || view.getUint32(64, true) > sectorCount)
    throw damaged();

  const sector = (id: number) => {
    if (id >= sectorCount) throw damaged();
    return new DataView(
      bytes.buffer,
      bytes.byteOffset + (id + 1) * sectorSize,
      Math.min(sectorSize, bytes.byteLength - (id + 1) * sectorSize),
    );
  };
  const tableOf = (sectorIds: number[]) => {
    const table = new Uint32Array((sectorIds.length * sectorSize) / 4).fill(0xffffffff);
    sectorIds.forEach((id, index) => {
      const data = sector(id);
      for (let offset = 0; offset + 4 <= data.byteLength; offset += 4)
        table[(index * sectorSize + offset) / 4] = data.getUint32(offset, true);
    });
    return table;
  };

  // the FAT's own sectors: 109 in the header, the rest in a chain of DIFAT sectors
  const fatSectorIds: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES && fatSectorIds.length < fatSectorCount; index += 1)
    fatSectorIds.push(view.getUint32(76 + index * 4, true));
  let difatSector = view.getUint32(68, true);
  for (let read = 0; fatSectorIds.length < fatSectorCount; read += 1) {
    if (read >= difatSectorCount) throw damaged();
    const data = sector(difatSector);
    for (let offset = 0; offset + 4 < sectorSize && fatSectorIds.length < fatSectorCount; offset += 4)
      fatSectorIds.push(data.getUint32(offset, true));
    difatSector = data.getUint32(sectorSize - 4, true);
  }
  const fat = tableOf(fatSectorIds);
  ensureNoCycle(fat);
  ensureNoCycle(tableOf(chainOf(fat, view.getUint32(60, true))));
}

/** The sector ids of a chain in an acyclic table. */
function chainOf(table: Uint32Array, start: number): number[] {
  const ids: number[] = [];
  for (let id = start; id < FIRST_MARKER && id < table.length; id = table[id]!) ids.push(id);
  return ids;
}

/** Walks every chain once (white, grey, black marking): a chain that comes back to itself is a loop. */
function ensureNoCycle(table: Uint32Array): void {
  const state = new Uint8Array(table.length); // 0 not seen, 1 on the current walk, 2 ends properly
  for (let start = 0; start < table.length; start += 1) {
    const walk: number[] = [];
    let id = start;
    while (id < table.length && state[id] === 0) {
      state[id] = 1;
      walk.push(id);
      id = table[id]!;
    }
    if (id < table.length && state[id] === 1) throw damaged();
    for (const visited of walk) state[visited] = 2;
  }
}

function damaged(): AppError {
  return new AppError("file_corrupt", {
    message: "This Word document is damaged or incomplete and cannot be read. Please upload a complete copy.",
  });
}
