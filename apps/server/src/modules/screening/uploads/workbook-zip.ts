import { inflateRawSync } from 'node:zlib';
import { UPLOAD_LIMITS } from '@riskscreen/shared';

/** Why a workbook's ZIP was refused: the upload panel's message. */
export class WorkbookZipRefusal extends Error {}

/** A workbook holds a dozen parts; a few hundred covers many sheets and pictures. */
export const MAX_ZIP_ENTRIES = 500;
export const TOO_LARGE_UNPACKED = `The workbook unpacks to more than ${UPLOAD_LIMITS.maxUnpackedBytes / (1024 * 1024)} MB: save it without the extra data, or as CSV, and upload it again.`;
export const TOO_MANY_PARTS = `The workbook has more than ${MAX_ZIP_ENTRIES} parts: save its first sheet alone and upload it again.`;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Flag bits: 0 encrypted, 3 sizes in a trailing descriptor, 11 UTF-8 names (the only one kept). */
const ENCRYPTED = 0x0001;
const UTF8_NAMES = 0x0800;

type Entry = {
  name: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  data: Buffer;
  size: number;
};

/**
 * A workbook's ZIP, checked and rebuilt before any XML is read: at most MAX_ZIP_ENTRIES parts, and all of them
 * together inflate to at most maxUnpackedBytes, counted by inflating them (the sizes a ZIP declares can lie). The
 * rebuilt archive holds exactly the parts the central directory lists, with their true sizes and no trailing
 * descriptors, so the streaming reader after it reads only what was counted here (a ZIP read front to back can
 * carry parts the directory does not list). Zip64, encryption and unusual compression are not spreadsheets.
 */
export function boundedWorkbookZip(file: Buffer): { zip: Buffer; firstSheetHead: string } {
  const entries = centralEntries(file).sort((a, b) => partOrder(a) - partOrder(b));
  const firstSheet = entries.find((entry) => partOrder(entry) > 0);
  let firstSheetHead = '';
  let budget = UPLOAD_LIMITS.maxUnpackedBytes;
  for (const entry of entries) {
    const unpacked = unpack(entry, budget);
    if (entry === firstSheet) firstSheetHead = unpacked.subarray(0, SHEET_HEAD_BYTES).toString('utf8');
    entry.size = unpacked.length;
    budget -= entry.size;
  }
  return { zip: rebuild(entries), firstSheetHead };
}

/** A sheet's declarations (its dimension among them) come before its rows, in the first few hundred bytes. */
const SHEET_HEAD_BYTES = 4096;

/**
 * Sheets last: the streaming reader then knows the workbook, its styles and its shared strings when a sheet's rows
 * arrive (otherwise it parks each sheet in a temporary file until they come).
 */
function partOrder(entry: Entry): number {
  const sheet = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(entry.name.toString('latin1'));
  return sheet ? 1 + Number(sheet[1]) : 0;
}

function centralEntries(file: Buffer): Entry[] {
  const end = endOfCentralDirectory(file);
  const count = file.readUInt16LE(end + 10);
  if (count > MAX_ZIP_ENTRIES) throw new WorkbookZipRefusal(TOO_MANY_PARTS);
  let at = file.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw notAWorkbook();
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    if (flags & ENCRYPTED || (method !== STORED && method !== DEFLATED)) throw notAWorkbook();
    if (local + 30 > file.length || file.readUInt32LE(local) !== LOCAL_SIGNATURE) throw notAWorkbook();
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (compressed === 0xffffffff || start + compressed > file.length) throw notAWorkbook();
    entries.push({
      name: file.subarray(at + 46, at + 46 + nameLength),
      flags: flags & UTF8_NAMES,
      method,
      time: file.readUInt16LE(at + 12),
      date: file.readUInt16LE(at + 14),
      crc: file.readUInt32LE(at + 16),
      data: file.subarray(start, start + compressed),
      size: 0,
    });
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** The end record sits in the last 22 bytes plus a comment of at most 64 KB. */
function endOfCentralDirectory(file: Buffer): number {
  for (let at = file.length - 22; at >= Math.max(0, file.length - 22 - 0xffff); at--) {
    if (file.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw notAWorkbook();
}

/** The part inflated, refused once it passes what is left of the budget. */
function unpack(entry: Entry, budget: number): Buffer {
  if (entry.method === STORED) {
    if (entry.data.length > budget) throw new WorkbookZipRefusal(TOO_LARGE_UNPACKED);
    return entry.data;
  }
  try {
    // The inflater stops at the budget: a part that would inflate further is refused there.
    return inflateRawSync(entry.data, { maxOutputLength: Math.max(budget, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new WorkbookZipRefusal(TOO_LARGE_UNPACKED);
    }
    throw notAWorkbook();
  }
}

function rebuild(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    writeCommon(local, 4, entry);
    local.writeUInt16LE(entry.name.length, 26);
    parts.push(local, entry.name, entry.data);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    record.writeUInt16LE(20, 4);
    writeCommon(record, 6, entry);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Version needed, flags, method, time, date, CRC and both sizes: the same in a local and a central record. */
function writeCommon(record: Buffer, at: number, entry: Entry): void {
  record.writeUInt16LE(20, at);
  record.writeUInt16LE(entry.flags, at + 2);
  record.writeUInt16LE(entry.method, at + 4);
  record.writeUInt16LE(entry.time, at + 6);
  record.writeUInt16LE(entry.date, at + 8);
  record.writeUInt32LE(entry.crc, at + 10);
  record.writeUInt32LE(entry.data.length, at + 14);
  record.writeUInt32LE(entry.size, at + 18);
}

/** Not a ZIP this reader can read: the caller answers that the file is not a spreadsheet. */
const notAWorkbook = () => new Error('not a readable ZIP');
