import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's clickhouse-server (apt-get install clickhouse-server clickhouse-client). */
export const CLICKHOUSE_SERVER = '/usr/sbin/clickhouse-server';

export function clickHouseInstalled(): boolean {
  return existsSync(CLICKHOUSE_SERVER);
}

export type LocalClickHouse = {
  /** HTTP URL (no database). */
  url: string;
  httpPort: number;
  tcpPort: number;
  dir: string;
  /** CPU seconds the server has used so far (user + system), from /proc. */
  cpuSeconds(): number;
  stop(): Promise<void>;
};

export type LocalClickHouseOptions = {
  /** Data folder (default: a new temporary one, removed on stop). */
  dir?: string;
  /** Clusters for Distributed tables: name → shards, each the TCP port of a local server. */
  clusters?: Record<string, number[]>;
  /** Ports to listen on (default: free ones). */
  httpPort?: number;
  tcpPort?: number;
  /** Memory one query may use (bytes). */
  maxMemoryUsage?: number;
};

/**
 * Starts a ClickHouse server of our own on 127.0.0.1 from a configuration file written here (ports, data and
 * temporary paths, one passwordless user bound to loopback), never the system service. For the tests, the
 * benchmark and the two-shard cluster test.
 */
export async function startLocalClickHouse(options: LocalClickHouseOptions = {}): Promise<LocalClickHouse> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'riskscreen-clickhouse-'));
  const removeOnStop = options.dir === undefined;
  mkdirSync(join(dir, 'log'), { recursive: true });
  const httpPort = options.httpPort ?? (await freePort());
  const tcpPort = options.tcpPort ?? (await freePort());
  const clusters = Object.entries(options.clusters ?? {})
    .map(
      ([name, shards]) =>
        `<${name}>${shards
          .map((port) => `<shard><replica><host>127.0.0.1</host><port>${port}</port></replica></shard>`)
          .join('')}</${name}>`,
    )
    .join('');
  const config = `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${dir}/log/server.log</log><errorlog>${dir}/log/error.log</errorlog><size>10M</size><count>1</count></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${httpPort}</http_port>
  <tcp_port>${tcpPort}</tcp_port>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
  <remote_servers>${clusters}</remote_servers>
  <users>
    <default><password></password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></default>
  </users>
  <profiles><default><max_memory_usage>${options.maxMemoryUsage ?? 4_000_000_000}</max_memory_usage><max_threads>2</max_threads></default></profiles>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
`;
  const configPath = join(dir, 'config.xml');
  writeFileSync(configPath, config);
  const child: ChildProcess = spawn(CLICKHOUSE_SERVER, [`--config-file=${configPath}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let exited: string | undefined;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    exited = `clickhouse-server exited (${code ?? signal}): ${stderr.trim()}`;
  });
  const url = `http://127.0.0.1:${httpPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(exited);
    try {
      const res = await fetch(`${url}/ping`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`clickhouse-server did not answer on ${url} within 60 s`);
    }
    await sleep(100);
  }
  return {
    url,
    httpPort,
    tcpPort,
    dir,
    cpuSeconds() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return 0;
      }
    },
    async stop() {
      if (!exited) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([ended, sleep(5_000)]);
        if (!exited) child.kill('SIGKILL');
      }
      if (removeOnStop) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A TCP port nothing listens on now (for a server's configuration). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
