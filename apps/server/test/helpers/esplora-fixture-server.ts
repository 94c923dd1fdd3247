import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { sharedData } from '../../../../test-support/shared-data.ts';

/** ../shared/data/bitcoin-etl-fixtures/bitcoin: real mainnet blocks recorded by blockchain-etl (see PROVENANCE.md). */
export const BITCOIN_FIXTURES = sharedData('bitcoin-etl-fixtures/bitcoin');

/**
 * An Esplora REST API on 127.0.0.1 serving REAL Bitcoin blocks. There is no recorded Esplora traffic in shared/data,
 * so the answers are derived, at test time, from the real bitcoind `getblock <hash> 2` and `getrawtransaction`
 * responses that bitcoin-etl recorded (blocks 0, 1, 50000, 50001, 50002 and the three earlier coinbases that block
 * 50001 spends). The conversion follows Esplora's JSON: values in satoshis, `prevout` resolved for every input,
 * `fee` = inputs − outputs, P2PK outputs with no `scriptpubkey_address` (Esplora, like Bitcoin Core today, gives
 * none), and /address/:a indexing only outputs that carry that address. Nothing is invented beyond that mapping.
 * Paths: /blocks/tip/height, /block-height/:h, /block/:hash, /block/:hash/txs/:start, /tx/:txid, /address/:a,
 * /address/:a/txs, /address/:a/txs/chain/:last_txid. Anything else is a 404.
 */
export type EsploraFixtureServer = {
  url: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
};

type RpcOutput = {
  value: number;
  n: number;
  scriptPubKey: { hex: string; type: string; addresses?: string[]; address?: string };
};
type RpcInput = { txid?: string; vout?: number; coinbase?: string };
type RpcTx = { txid: string; vin: RpcInput[]; vout: RpcOutput[] };
type RpcBlock = { hash: string; height: number; time: number; tx: RpcTx[] };

type EsploraOutput = {
  scriptpubkey: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string;
  value: number;
};
type EsploraTx = {
  txid: string;
  vin: { txid: string; vout: number; is_coinbase: boolean; prevout: EsploraOutput | null }[];
  vout: EsploraOutput[];
  fee: number;
  status: { confirmed: true; block_height: number; block_hash: string; block_time: number };
};

const TYPES: Record<string, string> = {
  pubkey: 'p2pk',
  pubkeyhash: 'p2pkh',
  scripthash: 'p2sh',
  witness_v0_keyhash: 'v0_p2wpkh',
  witness_v0_scripthash: 'v0_p2wsh',
  witness_v1_taproot: 'v1_p2tr',
  nulldata: 'op_return',
  multisig: 'multisig',
};

/** The recorded blocks and loose transactions of every bitcoin fixture folder, deduplicated. */
function loadRecorded(): { blocks: RpcBlock[]; looseTxs: RpcTx[] } {
  const blocks = new Map<string, RpcBlock>();
  const looseTxs = new Map<string, RpcTx>();
  for (const folder of readdirSync(BITCOIN_FIXTURES)) {
    for (const file of readdirSync(resolve(BITCOIN_FIXTURES, folder))) {
      const read = () => JSON.parse(readFileSync(resolve(BITCOIN_FIXTURES, folder, file), 'utf8'));
      if (/^rpc_response_getblock_[0-9a-f]{64}_2\.json$/.test(file)) {
        const block = read() as RpcBlock;
        blocks.set(block.hash, block);
      } else if (file.startsWith('rpc_response_getrawtransaction_')) {
        const tx = read() as RpcTx;
        looseTxs.set(tx.txid, tx);
      }
    }
  }
  return {
    blocks: [...blocks.values()].sort((a, b) => a.height - b.height),
    looseTxs: [...looseTxs.values()],
  };
}

const sats = (btc: number) => Math.round(btc * 1e8);

function toEsploraOutput(output: RpcOutput): EsploraOutput {
  const type = TYPES[output.scriptPubKey.type] ?? output.scriptPubKey.type;
  const address = output.scriptPubKey.address ?? output.scriptPubKey.addresses?.[0];
  return {
    scriptpubkey: output.scriptPubKey.hex,
    scriptpubkey_type: type,
    ...(address && type !== 'p2pk' ? { scriptpubkey_address: address } : {}),
    value: sats(output.value),
  };
}

export function buildEsploraData() {
  const { blocks, looseTxs } = loadRecorded();
  const outputsOf = new Map<string, RpcOutput[]>();
  for (const tx of [...looseTxs, ...blocks.flatMap((b) => b.tx)]) outputsOf.set(tx.txid, tx.vout);
  const txs = new Map<string, EsploraTx>();
  const blockTxs = new Map<string, EsploraTx[]>();
  for (const block of blocks) {
    const list = block.tx.map((tx): EsploraTx => {
      const vin = tx.vin.map((input) => {
        if (input.coinbase !== undefined) {
          return { txid: '0'.repeat(64), vout: 4294967295, is_coinbase: true, prevout: null };
        }
        const spent = outputsOf.get(input.txid ?? '')?.find((o) => o.n === input.vout);
        if (!spent) throw new Error(`fixture lacks the output ${input.txid}:${input.vout}`);
        return {
          txid: input.txid ?? '',
          vout: input.vout ?? 0,
          is_coinbase: false,
          prevout: toEsploraOutput(spent),
        };
      });
      const vout = tx.vout.map(toEsploraOutput);
      const inValue = vin.reduce((s, v) => s + (v.prevout?.value ?? 0), 0);
      const outValue = vout.reduce((s, o) => s + o.value, 0);
      return {
        txid: tx.txid,
        vin,
        vout,
        fee: vin.some((v) => v.is_coinbase) ? 0 : inValue - outValue,
        status: {
          confirmed: true,
          block_height: block.height,
          block_hash: block.hash,
          block_time: block.time,
        },
      };
    });
    blockTxs.set(block.hash, list);
    for (const tx of list) txs.set(tx.txid, tx);
  }
  return { blocks, blockTxs, txs };
}

export async function startEsploraFixtureServer(port: number): Promise<EsploraFixtureServer> {
  if (port < 8580 || port > 8589) throw new Error('Esplora fixture servers use ports 8580-8589');
  const { blocks, blockTxs, txs } = buildEsploraData();
  const byHeight = new Map(blocks.map((b) => [b.height, b]));
  const byHash = new Map(blocks.map((b) => [b.hash, b]));
  // Newest first, as Esplora lists an address's history.
  const history = [...txs.values()].reverse();
  const involves = (tx: EsploraTx, address: string) =>
    tx.vout.some((o) => o.scriptpubkey_address === address) ||
    tx.vin.some((v) => v.prevout?.scriptpubkey_address === address);
  const requests: string[] = [];

  type Answer = { status: number; body: unknown };
  const json = (body: unknown): Answer => ({ status: 200, body });
  const notFound: Answer = { status: 404, body: 'Not Found' };
  const addressStats = (address: string, mine: EsploraTx[]) => {
    const funded = mine.flatMap((tx) => tx.vout).filter((o) => o.scriptpubkey_address === address);
    const spent = mine.flatMap((tx) => tx.vin).filter((v) => v.prevout?.scriptpubkey_address === address);
    return {
      address,
      chain_stats: {
        funded_txo_count: funded.length,
        funded_txo_sum: funded.reduce((s, o) => s + o.value, 0),
        spent_txo_count: spent.length,
        spent_txo_sum: spent.reduce((s, v) => s + (v.prevout?.value ?? 0), 0),
        tx_count: mine.length,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    };
  };
  const routes: [RegExp, (m: string[]) => Answer][] = [
    [/^\/blocks\/tip\/height$/, () => json(String(blocks[blocks.length - 1]?.height ?? 0))],
    [
      /^\/block-height\/(\d+)$/,
      ([, height]) => {
        const block = byHeight.get(Number(height));
        return block ? json(block.hash) : { status: 404, body: 'Block not found' };
      },
    ],
    [
      /^\/block\/([0-9a-f]{64})$/,
      ([, hash]) => {
        const block = byHash.get(hash ?? '');
        if (!block) return notFound;
        return json({
          id: block.hash,
          height: block.height,
          timestamp: block.time,
          tx_count: block.tx.length,
        });
      },
    ],
    [
      /^\/block\/([0-9a-f]{64})\/txs\/(\d+)$/,
      ([, hash, from]) => {
        const list = blockTxs.get(hash ?? '');
        const start = Number(from);
        if (!list) return notFound;
        if (start % 25 !== 0 || start >= list.length)
          return { status: 400, body: 'start index out of range' };
        return json(list.slice(start, start + 25));
      },
    ],
    [
      /^\/tx\/([0-9a-f]{64})$/,
      ([, txid]) => {
        const tx = txs.get(txid ?? '');
        return tx ? json(tx) : { status: 404, body: 'Transaction not found' };
      },
    ],
    [
      /^\/address\/([A-Za-z0-9]+)(\/txs(?:\/chain\/([0-9a-f]{64}))?)?$/,
      ([, address = '', txsPath, lastSeen]) => {
        const mine = history.filter((tx) => involves(tx, address));
        if (!txsPath) return json(addressStats(address, mine));
        const after = lastSeen ? mine.findIndex((tx) => tx.txid === lastSeen) + 1 : 0;
        return json(mine.slice(after, after + 25));
      },
    ],
  ];
  const route = (path: string): Answer => {
    for (const [pattern, answer] of routes) {
      const match = pattern.exec(path);
      if (match) return answer([...match]);
    }
    return notFound;
  };

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const { status, body } =
      request.method === 'GET' ? route(path) : { status: 405, body: 'Method Not Allowed' };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    });
    response.end(text);
  });
  // Another test process may hold the preferred port: take the next free one in the range.
  let bound = port;
  for (; ; bound++) {
    if (bound > 8589) throw new Error('no free port in 8580-8589 for the Esplora fixture server');
    const candidate = bound;
    const error = await new Promise<NodeJS.ErrnoException | null>((done) => {
      server.once('error', done);
      server.listen(candidate, '127.0.0.1', () => {
        server.off('error', done);
        done(null);
      });
    });
    if (!error) break;
    if (error.code !== 'EADDRINUSE') throw error;
  }
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
