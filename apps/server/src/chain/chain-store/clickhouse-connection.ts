import { Readable } from 'node:stream';
import { type ClickHouseClient, createClient } from '@clickhouse/client';

/**
 * One ClickHouse server (or a cluster's entry node) over HTTP. ClickHouse 18.16, the version Debian ships, has no
 * query parameters, so values go into the SQL as quoted literals (`literal`, `list`); address lists of a trace hop
 * can be long, hence the raised max_query_size.
 */
export class ClickHouseConnection {
  readonly database: string;
  private readonly client: ClickHouseClient;

  constructor(url: string, settings: Record<string, string | number> = {}) {
    const parsed = new URL(url);
    this.database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'riskscreen';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(this.database)) {
      throw new Error(`CHAIN_STORE_URL names an invalid ClickHouse database "${this.database}"`);
    }
    this.client = createClient({
      url: `${parsed.protocol}//${parsed.host}`,
      username: decodeURIComponent(parsed.username) || 'default',
      password: decodeURIComponent(parsed.password),
      request_timeout: 600_000,
      // Long statements (a full counterparty refresh) keep the connection alive with progress headers.
      clickhouse_settings: {
        max_query_size: '67108864',
        send_progress_in_http_headers: 1,
        http_headers_progress_interval_ms: '10000',
        ...settings,
      },
    });
  }

  /** A statement without result rows (DDL, INSERT … SELECT). */
  async command(query: string): Promise<void> {
    await this.client.command({ query });
  }

  async rows<T>(query: string): Promise<T[]> {
    const result = await this.client.query({ query, format: 'JSONEachRow' });
    return result.json<T>();
  }

  /** Rows as JSON objects (small writes). */
  async insert(table: string, values: readonly Record<string, unknown>[]): Promise<void> {
    if (values.length === 0) return;
    await this.client.insert({ table: this.table(table), values: [...values], format: 'JSONEachRow' });
  }

  /**
   * Rows as tab-separated lines (bulk writes: a few times cheaper to produce and to parse than JSON). Each line
   * ends with '\n'; fields go through `tsv`.
   */
  async insertLines(table: string, columns: readonly string[], lines: Iterable<string>): Promise<void> {
    await this.client.insert({
      table: `${this.table(table)} (${columns.join(', ')})`,
      values: Readable.from(lines, { objectMode: false }),
      format: 'TabSeparated',
    });
  }

  table(name: string): string {
    return `${this.database}.${name}`;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** A string as a ClickHouse literal. */
export function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Strings as the inside of an IN (…) list; callers never pass an empty one (`IN ()` is a syntax error). */
export function list(values: Iterable<string>): string {
  const parts: string[] = [];
  for (const v of values) parts.push(literal(v));
  if (parts.length === 0) throw new RangeError('An IN list needs at least one value');
  return parts.join(',');
}

/** A field of a TabSeparated line: backslash, tab and newline escaped. */
export function tsv(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}
