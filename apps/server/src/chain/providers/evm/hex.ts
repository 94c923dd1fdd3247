/** Hex quantity ("0x1a", "0x") → bigint. */
export function hexToBigInt(value: string | null | undefined): bigint {
  if (!value || value === '0x') return 0n;
  return BigInt(value);
}

export function hexToNumber(value: string | null | undefined): number {
  return Number(hexToBigInt(value));
}

export function toHex(value: number | bigint): string {
  return `0x${value.toString(16)}`;
}

/** The address in a 32-byte ABI word / indexed topic (its last 20 bytes), lower-case. */
export function wordToAddress(word: string): string {
  return `0x${word.slice(-40)}`.toLowerCase();
}

/** The 32-byte words of ABI-encoded data (without 0x). */
export function splitWords(data: string): string[] {
  const body = data.startsWith('0x') ? data.slice(2) : data;
  const words: string[] = [];
  for (let i = 0; i + 64 <= body.length; i += 64) words.push(body.slice(i, i + 64));
  return words;
}

/**
 * Decode an ABI `string` return value, or the `bytes32` that early tokens (MKR, SAI) return for symbol()/name().
 * Returns '' for empty or undecodable data; NUL padding and control characters are stripped.
 */
export function decodeAbiString(data: string): string {
  const body = data.startsWith('0x') ? data.slice(2) : data;
  if (body.length === 0) return '';
  let bytes: Buffer | null = null;
  if (body.length >= 128) {
    const offset = Number.parseInt(body.slice(0, 64), 16);
    if (Number.isSafeInteger(offset) && offset * 2 + 64 <= body.length) {
      const length = Number.parseInt(body.slice(offset * 2, offset * 2 + 64), 16);
      const start = offset * 2 + 64;
      if (Number.isSafeInteger(length) && start + length * 2 <= body.length) {
        bytes = Buffer.from(body.slice(start, start + length * 2), 'hex');
      }
    }
  }
  if (!bytes && body.length === 64) bytes = Buffer.from(body, 'hex');
  if (!bytes) return '';
  return [...bytes.toString('utf8')].filter(isPrintable).join('').trim();
}

/** Drops NUL padding, control characters and the replacement character of invalid UTF-8. */
function isPrintable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && code !== 0xfffd;
}
