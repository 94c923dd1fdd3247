import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server on 127.0.0.1 (UDP) that answers TXT queries from a table and NXDOMAIN for anything else: enough
 * for the proof of single sign-on domains, asked through node:dns like a real resolver (RFC 1035 §4 packets).
 */
export async function startLoopbackDns() {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const reply = answer(query, records);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    /** Publish TXT records at a name (each a string, sent in chunks of at most 255 characters). */
    setTxt(name: string, values: string[]) {
      records.set(name.toLowerCase(), values);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

const TXT = 16;

function answer(query: Buffer, records: Map<string, string[]>): Buffer | null {
  if (query.length < 12) return null;
  // The question: length-prefixed labels up to a zero byte, then its type and class.
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    const length = query[at] as number;
    labels.push(query.toString('latin1', at + 1, at + 1 + length));
    at += 1 + length;
  }
  const questionEnd = at + 5;
  if (questionEnd > query.length) return null;
  const type = query.readUInt16BE(at + 1);
  const values = type === TXT ? records.get(labels.join('.').toLowerCase()) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the query's id
  header.writeUInt16BE(values ? 0x8180 : 0x8183, 2); // a response, recursion available; NXDOMAIN without records
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  const answers = (values ?? []).map((value) => {
    const text = Buffer.from(value, 'utf8');
    const chunks: Buffer[] = [];
    for (let i = 0; i < text.length; i += 255) {
      const chunk = text.subarray(i, i + 255);
      chunks.push(Buffer.from([chunk.length]), chunk);
    }
    const data = Buffer.concat(chunks);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TXT, 2);
    fixed.writeUInt16BE(1, 4); // class IN
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}
