/**
 * A minimal ERC-20-like token, hand-assembled to EVM bytecode here because no Solidity compiler is available.
 * It implements what the EVM provider reads, and nothing else:
 *   transfer(address,uint256) 0xa9059cbb  moves balance from the caller, emits Transfer(from, to, value), returns true;
 *                                         reverts when the caller's balance is too small
 *   balanceOf(address)        0x70a08231
 *   totalSupply()             0x18160ddd
 *   decimals()                0x313ce567
 *   symbol()                  0x95d89b41  ABI-encoded string
 *   name()                    0x06fdde03  ABI-encoded string
 * Storage: the balance of address A lives in slot A (a 160-bit key never collides with anything else here).
 * The constructor credits the whole supply to the deployer and emits Transfer(0x0, deployer, supply), as real
 * tokens do when minting. There is no approve/transferFrom: the provider only needs Transfer events.
 */
export type TokenSpec = { symbol: string; name: string; decimals: number; supply: bigint };

export const TRANSFER_TOPIC = 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3efn;
const ADDRESS_MASK = (1n << 160n) - 1n;

/** Init code (constructor + runtime) as a 0x-hex string, ready for eth_sendTransaction's `data`. */
export function tokenInitCode(spec: TokenSpec): string {
  const runtime = assemble(runtimeCode(spec));
  // The constructor's length does not depend on the runtime's position (PUSH2 is fixed width): assemble twice.
  const constructorLength = assemble(constructorCode(spec, runtime.length, 0)).length;
  const setup = assemble(constructorCode(spec, runtime.length, constructorLength));
  return `0x${Buffer.concat([setup, runtime]).toString('hex')}`;
}

/** ABI call data for transfer(to, amount). */
export function transferCallData(to: string, amount: bigint): string {
  return `0xa9059cbb${word(BigInt(to))}${word(amount)}`;
}

export function balanceOfCallData(owner: string): string {
  return `0x70a08231${word(BigInt(owner))}`;
}

function word(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}

type Instruction = string | bigint | { label: string } | { jumpTo: string };

function constructorCode(spec: TokenSpec, runtimeLength: number, runtimeOffset: number): Instruction[] {
  // biome-ignore format: one line per step reads like assembly
  return [
    ...push(spec.supply), 'CALLER', 'SSTORE', // balance[deployer] = supply
    ...push(spec.supply), ...push(0n), 'MSTORE', // memory[0] = supply (the event's data)
    'CALLER', ...push(0n), ...push(TRANSFER_TOPIC), ...push(32n), ...push(0n), 'LOG3', // Transfer(0, deployer, supply)
    'PUSH2', BigInt(runtimeLength), 'DUP1', 'PUSH2', BigInt(runtimeOffset), ...push(0n), 'CODECOPY',
    ...push(0n), 'RETURN', // return the runtime code
  ];
}

function runtimeCode(spec: TokenSpec): Instruction[] {
  // biome-ignore format: one instruction sequence
  const dispatch = (selector: bigint, target: string): Instruction[] => ['DUP1', 'PUSH4', selector, 'EQ', { jumpTo: target }, 'JUMPI'];
  const returnWord: Instruction[] = [...push(0n), 'MSTORE', ...push(32n), ...push(0n), 'RETURN'];
  const returnString = (text: string): Instruction[] => {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > 32) throw new Error('test token strings are at most 32 bytes');
    const padded = BigInt(`0x${bytes.toString('hex').padEnd(64, '0')}`);
    // biome-ignore format: one line per step reads like assembly
    return [
      ...push(32n), ...push(0n), 'MSTORE', // offset of the string
      ...push(BigInt(bytes.length)), ...push(32n), 'MSTORE', // its length
      ...push(padded), ...push(64n), 'MSTORE', // its bytes, left-aligned
      ...push(96n), ...push(0n), 'RETURN',
    ];
  };
  // biome-ignore format: one line per step reads like assembly
  return [
    ...push(0n), 'CALLDATALOAD', ...push(224n), 'SHR', // [selector]
    ...dispatch(0xa9059cbbn, 'transfer'),
    ...dispatch(0x70a08231n, 'balanceOf'),
    ...dispatch(0x18160dddn, 'totalSupply'),
    ...dispatch(0x313ce567n, 'decimals'),
    ...dispatch(0x95d89b41n, 'symbol'),
    ...dispatch(0x06fdde03n, 'name'),
    { label: 'fail' }, ...push(0n), 'DUP1', 'REVERT',

    { label: 'transfer' },
    ...push(36n), 'CALLDATALOAD', // [sel, amount]
    'CALLER', 'SLOAD', // [sel, amount, balance]
    'DUP2', 'DUP2', 'LT', { jumpTo: 'fail' }, 'JUMPI', // balance < amount → revert
    'DUP2', 'SWAP1', 'SUB', 'CALLER', 'SSTORE', // balance[caller] -= amount → [sel, amount]
    ...push(4n), 'CALLDATALOAD', ...push(ADDRESS_MASK), 'AND', // [sel, amount, to]
    'DUP1', 'SLOAD', 'DUP3', 'ADD', 'DUP2', 'SSTORE', // balance[to] += amount
    'SWAP1', ...push(0n), 'MSTORE', // memory[0] = amount → [sel, to]
    'CALLER', ...push(TRANSFER_TOPIC), ...push(32n), ...push(0n), 'LOG3', // Transfer(caller, to, amount)
    ...push(1n), ...returnWord, // return true

    { label: 'balanceOf' },
    ...push(4n), 'CALLDATALOAD', ...push(ADDRESS_MASK), 'AND', 'SLOAD', ...returnWord,
    { label: 'totalSupply' }, ...push(spec.supply), ...returnWord,
    { label: 'decimals' }, ...push(BigInt(spec.decimals)), ...returnWord,
    { label: 'symbol' }, ...returnString(spec.symbol),
    { label: 'name' }, ...returnString(spec.name),
  ];
}

// biome-ignore format: a table
const OPCODES: Record<string, number> = {
  STOP: 0x00, ADD: 0x01, SUB: 0x03, LT: 0x10, EQ: 0x14, AND: 0x16, SHR: 0x1c, CALLER: 0x33, CALLDATALOAD: 0x35,
  CODECOPY: 0x39, MSTORE: 0x52, SLOAD: 0x54, SSTORE: 0x55, JUMPI: 0x57, JUMPDEST: 0x5b, PUSH2: 0x61,
  PUSH4: 0x63, DUP1: 0x80, DUP2: 0x81, DUP3: 0x82, SWAP1: 0x90, LOG3: 0xa3, RETURN: 0xf3, REVERT: 0xfd,
};

/** PUSHn with the smallest n that holds the value. */
function push(value: bigint): Instruction[] {
  const bytes = Math.max(1, Math.ceil(value.toString(16).length / 2));
  return [`PUSH${bytes}`, value];
}

/**
 * Instructions → bytecode. A bare bigint is the immediate of the PUSH before it; { label } is a JUMPDEST;
 * { jumpTo } pushes a label's offset (always PUSH2, so offsets are known in one pass over sizes).
 */
function assemble(program: Instruction[]): Buffer {
  const labels = new Map<string, number>();
  let offset = 0;
  let immediate = 0;
  for (const item of program) {
    if (typeof item === 'bigint') offset += immediate;
    else if (typeof item === 'string') {
      immediate = pushWidth(item);
      offset += 1;
    } else if ('label' in item) {
      labels.set(item.label, offset);
      offset += 1;
    } else offset += 3;
  }
  const out: number[] = [];
  for (const item of program) {
    if (typeof item === 'bigint') {
      const hex = item.toString(16).padStart(immediate * 2, '0');
      if (hex.length > immediate * 2) throw new Error(`immediate ${item} does not fit PUSH${immediate}`);
      out.push(...Buffer.from(hex, 'hex'));
    } else if (typeof item === 'string') {
      immediate = pushWidth(item);
      const code = immediate > 0 ? 0x5f + immediate : OPCODES[item];
      if (code === undefined) throw new Error(`unknown opcode ${item}`);
      out.push(code);
    } else if ('label' in item) out.push(OPCODES.JUMPDEST as number);
    else {
      const target = labels.get(item.jumpTo);
      if (target === undefined) throw new Error(`unknown label ${item.jumpTo}`);
      out.push(0x61, target >> 8, target & 0xff);
    }
  }
  return Buffer.from(out);
}

function pushWidth(mnemonic: string): number {
  const match = /^PUSH(\d+)$/.exec(mnemonic);
  return match ? Number(match[1]) : 0;
}
