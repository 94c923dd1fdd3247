import { createHash } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Pay-to-public-key outputs (the early coinbases: the genesis block, Satoshi-era mining) have no address, and Esplora
 * reports none. Explorers and bitcoin-etl show them under the P2PKH address of the same key, which is also where
 * labels for them are published: Base58Check(version ‖ RIPEMD160(SHA256(pubkey))), version 0x00 on Bitcoin, 0x30 on
 * Litecoin. `script` is the scriptpubkey hex: <push 33 or 65 bytes> <pubkey> OP_CHECKSIG.
 */
export function p2pkAddress(script: string, version = 0x00): string | undefined {
  const match = /^(?:21((?:02|03)[0-9a-f]{64})|41(04[0-9a-f]{128}))ac$/i.exec(script);
  const pubkey = match?.[1] ?? match?.[2];
  if (!pubkey) return undefined;
  const sha = createHash('sha256').update(Buffer.from(pubkey, 'hex')).digest();
  const hash160 = createHash('ripemd160').update(sha).digest();
  return base58check(Buffer.concat([Buffer.from([version]), hash160]));
}

function base58check(payload: Buffer): string {
  const checksum = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest();
  const bytes = Buffer.concat([payload, checksum.subarray(0, 4)]);
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}
