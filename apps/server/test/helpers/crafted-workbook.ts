import { crc32, deflateRawSync } from 'node:zlib';

/** Workbooks built byte by byte, as a crafted upload would be: a ZIP of parts around one sheet. */

export const ADDRESS = '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c';

/** A ZIP part: its name, its bytes as stored (deflated or not), and the size and CRC of what they inflate to. */
export type Part = { name: string; stored: Buffer; deflated: boolean; size: number; crc: number };

export const plainPart = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, stored: deflateRawSync(data), deflated: true, size: data.length, crc: crc32(data) };
};

/** A ZIP archive of the parts, as any zip tool writes it (local headers, central directory, end record). */
export function zipOf(parts: Part[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(part.deflated ? 8 : 0, 8);
    head.writeUInt32LE(part.crc, 14);
    head.writeUInt32LE(part.stored.length, 18);
    head.writeUInt32LE(part.size, 22);
    head.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(part.deflated ? 8 : 0, 10);
    record.writeUInt32LE(part.crc, 16);
    record.writeUInt32LE(part.stored.length, 20);
    record.writeUInt32LE(part.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    local.push(head, name, part.stored);
    central.push(record, name);
    offset += head.length + name.length + part.stored.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook around its sheet, as Excel lays them out. */
export function workbookParts(sheet: Part): Part[] {
  return [
    plainPart(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    plainPart(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    plainPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    plainPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

export const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const ROWS = `<row r="1">${cell('A1', 'identifier')}${cell('B1', 'currency')}</row><row r="2">${cell('A2', ADDRESS)}${cell('B2', 'ETH')}</row>`;
export const sheetXml = (dimension: string, rows = ROWS) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;
