import * as XLSX from '@e965/xlsx';
import { UPLOAD_SAMPLE_FILES, type UploadSampleFile } from '@riskscreen/shared';
import { toCsv } from '../../../lib/csv.ts';

/** The sample rows of each template: the columns of spec part 1 §5 with one row of each use. */
const SAMPLES: Record<'addresses' | 'transactions' | 'custom_list', string[][]> = {
  addresses: [
    ['identifier', 'currency', 'customer_id', 'type', 'method'],
    ['bc1qa5wkgaew2dkv56kfvj49j0av5nml45x9ek9hz6', 'BTC', '', '', ''],
    ['0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c', 'ETH', 'CUSTOMER-1', 'Deposit', ''],
    ['0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c', '1', '', '', 'ARCHIVE'],
  ],
  transactions: [
    ['identifier', 'currency', 'customer_id', 'type', 'address', 'method'],
    ['0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', 'ETH', '', '', '', ''],
    [
      '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
      'ETH',
      'CUSTOMER-1',
      'Withdrawal',
      '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c',
      '',
    ],
  ],
  custom_list: [
    ['address', 'custom_list', 'method'],
    ['0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c', 'My custom list', 'ADD'],
    ['bc1qa5wkgaew2dkv56kfvj49j0av5nml45x9ek9hz6', 'My custom list', 'ARCHIVE'],
  ],
};

/** Whether a name is one of the sample templates (anything else under /samples/ is not found). */
export function isSampleFile(name: string): name is UploadSampleFile {
  return (UPLOAD_SAMPLE_FILES as readonly string[]).includes(name);
}

const built = new Map<UploadSampleFile, { data: Buffer; mediaType: string }>();

/** A sample template, built once per process (a legacy .xls workbook or CSV). */
export function sampleFile(name: UploadSampleFile): { data: Buffer; mediaType: string } {
  const cached = built.get(name);
  if (cached) return cached;
  const kind = name.replace('samples_', '').replace(/_fileupload\.(csv|xls)$/, '') as keyof typeof SAMPLES;
  const [header = [], ...rows] = SAMPLES[kind];
  let file: { data: Buffer; mediaType: string };
  if (name.endsWith('.csv')) {
    file = { data: Buffer.from(toCsv(header, rows), 'utf8'), mediaType: 'text/csv; charset=utf-8' };
  } else {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
    file = {
      data: XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer,
      mediaType: 'application/vnd.ms-excel',
    };
  }
  built.set(name, file);
  return file;
}
