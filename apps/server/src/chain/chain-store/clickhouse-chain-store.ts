import { ClickHouseConnection, list, literal, tsv } from './clickhouse-connection.ts';
import { type ChainTable, ensureChainSchema, NO_FIRST_SEEN } from './clickhouse-schema.ts';
import type { AddressDegree, ChainActivity, ChainTransferRow, PairFlow } from './types.ts';

/** Addresses per IN list (one statement each): long lists cost parsing time, short ones round trips. */
const ADDRESSES_PER_READ = 20_000;
/**
 * A full degree refresh goes in slices of the address space, so one GROUP BY never holds every pair at once: at
 * 2·10⁷ (address, counterparty) rows in one slice (10⁷ transfers) the exact counts outgrew a 6 GB query limit.
 */
const PAIRS_PER_REFRESH_SLICE = 4_000_000;

const TRANSFER_COLUMNS = [
  'blockchain',
  'tx_id',
  'tx_hash',
  'position',
  'transfer_type',
  'from_address',
  'to_address',
  'asset_symbol',
  'asset_contract',
  'amount',
  'value_usd',
  'block_number',
  'block_time',
  'counts_in',
  'counts_out',
] as const;

/**
 * The chain data in ClickHouse: transfers written in large batches, the per-pair flows and per-address facts the
 * engine keeps summed, and the reads a trace makes one hop at a time (the pairs of a set of addresses on one side,
 * their counterparty counts). `CHAIN_STORE_URL=http://host:8123/<database>`; `?cluster=<name>` reads and writes
 * through Distributed tables over that cluster's shards (remote_servers in the servers' configuration).
 */
export class ClickHouseChainStore {
  readonly kind = 'clickhouse' as const;
  readonly cluster: string | undefined;
  private readonly connection: ClickHouseConnection;
  private schemaReady: Promise<void> | undefined;

  constructor(readonly url: string) {
    const parsed = new URL(url);
    this.cluster = parsed.searchParams.get('cluster') ?? undefined;
    if (this.cluster !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(this.cluster)) {
      throw new Error(`CHAIN_STORE_URL names an invalid cluster "${this.cluster}"`);
    }
    parsed.search = '';
    // On a cluster an insert returns once every shard has its rows, so what was written is read back at once.
    this.connection = new ClickHouseConnection(
      parsed.toString(),
      this.cluster ? { insert_distributed_sync: 1 } : {},
    );
  }

  get database(): string {
    return this.connection.database;
  }

  /** Creates the tables when they are missing (once per store object). */
  ready(): Promise<void> {
    this.schemaReady ??= ensureChainSchema(this.connection, this.cluster).catch((error: unknown) => {
      this.schemaReady = undefined;
      throw error;
    });
    return this.schemaReady;
  }

  /** The table to read or write: the local one, or its Distributed form on a cluster. */
  private t(table: ChainTable): string {
    return this.connection.table(this.cluster ? `${table}_all` : table);
  }

  /**
   * Store transfers (one INSERT; the materialized views add them to the flows and the address activity). Callers
   * pass a batch at a time: ClickHouse wants few large inserts, not many small ones.
   */
  async addTransfers(rows: Iterable<ChainTransferRow>): Promise<number> {
    await this.ready();
    let count = 0;
    // Lines go out joined in chunks of a few hundred kilobytes: one stream chunk per row would cost a socket write each.
    const lines = function* () {
      let chunk: string[] = [];
      for (const r of rows) {
        count++;
        if (chunk.length === 2048) {
          yield chunk.join('');
          chunk = [];
        }
        chunk.push(
          `${r.blockchain}\t${r.txId}\t${tsv(r.txHash)}\t${r.position}\t${r.type}\t${tsv(r.from)}\t${tsv(r.to)}\t${tsv(r.assetSymbol)}\t${tsv(r.assetContract)}\t${tsv(r.amount)}\t${r.valueUsd}\t${r.blockNumber}\t${r.blockTime}\t${r.countsIn ? 1 : 0}\t${r.countsOut ? 1 : 0}\n`,
        );
      }
      if (chunk.length > 0) yield chunk.join('');
    };
    await this.connection.insertLines(
      this.cluster ? 'transfers_all' : 'transfers',
      TRANSFER_COLUMNS,
      lines(),
    );
    return count;
  }

  /**
   * Recompute the distinct counterparties of `addresses` (all of the chain's when absent) from the flows. Exact
   * (uniqExact): the megahub threshold must classify an address the same way whichever store holds it.
   */
  async refreshDegrees(
    blockchain: number,
    addresses?: readonly string[],
    pairsPerSlice = PAIRS_PER_REFRESH_SLICE,
  ): Promise<void> {
    await this.ready();
    const version = Date.now();
    const insert = (inFlowsIn: string, inFlowsOut: string) => `
      INSERT INTO ${this.t('address_degree')} (blockchain, address, counterparty_count, pair_count, version)
      SELECT ${blockchain} AS blockchain, address, toUInt32(uniqExactIf(counterparty, counterparty != '')),
        toUInt32(uniqExact(counterparty)), ${version}
      FROM (
        SELECT to_address AS address, from_address AS counterparty FROM ${this.t('flows_in')}
          WHERE blockchain = ${blockchain} AND to_address != '' ${inFlowsIn} GROUP BY address, counterparty
        UNION ALL
        SELECT from_address AS address, to_address AS counterparty FROM ${this.t('flows_out')}
          WHERE blockchain = ${blockchain} AND from_address != '' ${inFlowsOut} GROUP BY address, counterparty
      ) GROUP BY address`;
    if (addresses) {
      const unique = [...new Set(addresses)].filter((a) => a !== '');
      for (let at = 0; at < unique.length; at += ADDRESSES_PER_READ) {
        const part = list(unique.slice(at, at + ADDRESSES_PER_READ));
        await this.connection.command(insert(`AND to_address IN (${part})`, `AND from_address IN (${part})`));
      }
      return;
    }
    const [counted] = await this.connection.rows<{ n: string }>(
      `SELECT count() AS n FROM ${this.t('flows_in')} WHERE blockchain = ${blockchain}`,
    );
    const slices = Math.max(1, Math.ceil((2 * Number(counted?.n ?? 0)) / pairsPerSlice));
    for (let s = 0; s < slices; s++) {
      const slice = (column: string) => (slices > 1 ? `AND cityHash64(${column}) % ${slices} = ${s}` : '');
      await this.connection.command(insert(slice('to_address'), slice('from_address')));
    }
  }

  /**
   * The pairs of `addresses` on one side (`in`: who sent to them; `out`: whom they sent to), summed over all time,
   * with the part moved by transfers of at least `minEdgeUsd` (the part a trace follows). A pair whose transfers
   * all sit on one side of the minimum is settled by its smallest and largest transfer; the others are summed
   * again from their transfers.
   */
  async pairFlows(
    blockchain: number,
    direction: 'in' | 'out',
    addresses: readonly string[],
    minEdgeUsd = 0,
  ): Promise<PairFlow[]> {
    await this.ready();
    const [table, key] = direction === 'in' ? ['flows_in', 'to_address'] : ['flows_out', 'from_address'];
    const flows: PairFlow[] = [];
    const mixed: PairFlow[] = [];
    for (let at = 0; at < addresses.length; at += ADDRESSES_PER_READ) {
      const part = addresses.slice(at, at + ADDRESSES_PER_READ);
      const rows = await this.connection.rows<{ f: string; t: string; v: number; lo: number; hi: number }>(`
        SELECT from_address AS f, to_address AS t, sumMerge(usd) AS v, minMerge(min_usd) AS lo,
          maxMerge(max_usd) AS hi
        FROM ${this.t(table as ChainTable)}
        WHERE blockchain = ${blockchain} AND ${key} IN (${list(part)})
        GROUP BY from_address, to_address`);
      for (const r of rows) {
        const value = Number(r.v);
        const flow: PairFlow = { from: r.f, to: r.t, valueUsd: value, followedUsd: value };
        if (minEdgeUsd > 0) {
          if (Number(r.hi) < minEdgeUsd) flow.followedUsd = 0;
          else if (Number(r.lo) < minEdgeUsd) mixed.push(flow);
        }
        flows.push(flow);
      }
    }
    if (mixed.length > 0) await this.splitAtMinimum(blockchain, mixed, minEdgeUsd);
    return flows;
  }

  /** The followed part of pairs with transfers on both sides of the minimum, from their transfers. */
  private async splitAtMinimum(blockchain: number, pairs: PairFlow[], minEdgeUsd: number): Promise<void> {
    for (let at = 0; at < pairs.length; at += ADDRESSES_PER_READ) {
      const part = pairs.slice(at, at + ADDRESSES_PER_READ);
      const byPair = new Map(part.map((p) => [`${p.to}\u0000${p.from}`, p]));
      const rows = await this.connection.rows<{ f: string; t: string; followed: number }>(`
        SELECT from_address AS f, to_address AS t, sumIf(value_usd, value_usd >= ${minEdgeUsd}) AS followed
        FROM ${this.t('transfers')}
        WHERE blockchain = ${blockchain} AND from_address != to_address
          AND (to_address, from_address) IN (${part.map((p) => `(${literal(p.to)},${literal(p.from)})`).join(',')})
        GROUP BY from_address, to_address`);
      for (const r of rows) {
        const pair = byPair.get(`${r.t}\u0000${r.f}`);
        if (pair) pair.followedUsd = Number(r.followed);
      }
    }
  }

  /** Distinct counterparties (and pairs, the minting address included) of each address known to the flows. */
  async degrees(blockchain: number, addresses: readonly string[]): Promise<Map<string, AddressDegree>> {
    await this.ready();
    const found = new Map<string, AddressDegree>();
    for (let at = 0; at < addresses.length; at += ADDRESSES_PER_READ) {
      const part = addresses.slice(at, at + ADDRESSES_PER_READ);
      const rows = await this.connection.rows<{ a: string; c: number; p: number }>(`
        SELECT address AS a, argMax(counterparty_count, version) AS c, argMax(pair_count, version) AS p
        FROM ${this.t('address_degree')}
        WHERE blockchain = ${blockchain} AND address IN (${list(part)})
        GROUP BY address`);
      for (const r of rows) found.set(r.a, { counterparties: Number(r.c), pairs: Number(r.p) });
    }
    return found;
  }

  /** Addresses with more distinct counterparties than `degree`. */
  async megahubs(blockchain: number, degree: number): Promise<string[]> {
    await this.ready();
    const rows = await this.connection.rows<{ a: string }>(`
      SELECT address AS a FROM ${this.t('address_degree')} WHERE blockchain = ${blockchain}
      GROUP BY address HAVING argMax(counterparty_count, version) > ${degree}`);
    return rows.map((r) => r.a);
  }

  /** First/last seen, per-side transaction counts and USD totals, and counterparty counts of stored addresses. */
  async activity(blockchain: number, addresses: readonly string[]): Promise<Map<string, ChainActivity>> {
    await this.ready();
    const found = new Map<string, ChainActivity>();
    const unique = [...new Set(addresses)].filter((a) => a !== '');
    for (let at = 0; at < unique.length; at += ADDRESSES_PER_READ) {
      const part = list(unique.slice(at, at + ADDRESSES_PER_READ));
      const [rows, degrees] = await Promise.all([
        this.connection.rows<{
          a: string;
          first: number;
          last: number;
          nin: string;
          nout: string;
          uin: number;
          uout: number;
        }>(`
          SELECT address AS a, minMerge(first_seen) AS first, maxMerge(last_seen) AS last,
            sumMerge(incoming_count) AS nin, sumMerge(outgoing_count) AS nout,
            sumMerge(incoming_usd) AS uin, sumMerge(outgoing_usd) AS uout
          FROM ${this.t('address_activity')}
          WHERE blockchain = ${blockchain} AND address IN (${part})
          GROUP BY address`),
        this.degrees(blockchain, unique.slice(at, at + ADDRESSES_PER_READ)),
      ]);
      for (const r of rows) {
        const first = Number(r.first);
        const last = Number(r.last);
        found.set(r.a, {
          firstSeen: first === NO_FIRST_SEEN ? null : new Date(first * 1000),
          lastSeen: last === 0 ? null : new Date(last * 1000),
          incomingCount: Number(r.nin),
          outgoingCount: Number(r.nout),
          totalIncomingUsd: Number(r.uin),
          totalOutgoingUsd: Number(r.uout),
          counterpartyCount: degrees.get(r.a)?.counterparties ?? 0,
        });
      }
    }
    return found;
  }

  /** Transfers and pairs of a chain (counts, for the benchmark and the operator). */
  async counts(blockchain?: number): Promise<{ transfers: number; pairs: number; addresses: number }> {
    await this.ready();
    const where = blockchain === undefined ? '' : `WHERE blockchain = ${blockchain}`;
    const count = async (table: ChainTable) =>
      Number(
        (await this.connection.rows<{ n: string }>(`SELECT count() AS n FROM ${this.t(table)} ${where}`))[0]
          ?.n ?? 0,
      );
    const uniq = async (table: ChainTable, key: string) =>
      Number(
        (
          await this.connection.rows<{ n: string }>(
            `SELECT uniqExact(blockchain, ${key}) AS n FROM ${this.t(table)} ${where}`,
          )
        )[0]?.n ?? 0,
      );
    const [transfers, pairs, addresses] = await Promise.all([
      count('transfers'),
      uniq('flows_in', 'to_address, from_address'),
      uniq('address_activity', 'address'),
    ]);
    return { transfers, pairs, addresses };
  }

  /** Bytes on disk of the store's tables on the server this store talks to (compressed, active parts). */
  async diskBytes(): Promise<number> {
    const [row] = await this.connection.rows<{ b: string }>(
      `SELECT sum(bytes_on_disk) AS b FROM system.parts WHERE database = ${literal(this.database)} AND active`,
    );
    return Number(row?.b ?? 0);
  }

  /** Merge every table's parts now (tests and the benchmark: reads then measure the settled store). */
  async optimize(): Promise<void> {
    await this.ready();
    if (this.cluster) return;
    for (const table of ['transfers', 'flows_in', 'flows_out', 'address_activity', 'address_degree']) {
      await this.connection.command(`OPTIMIZE TABLE ${this.connection.table(table)} FINAL`);
    }
  }

  /** Removes the store's database (tests). */
  async drop(): Promise<void> {
    await this.connection.command(`DROP DATABASE IF EXISTS ${this.database}`);
  }

  /** Plain statements (tests, the benchmark). */
  raw(): ClickHouseConnection {
    return this.connection;
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
