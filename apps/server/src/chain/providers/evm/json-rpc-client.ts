import { EndpointUnreachableError, ProviderResponseError, redactEndpoint } from '../provider-errors.ts';

export type RpcCall = { method: string; params: unknown[] };
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; code: number; message: string };

export class JsonRpcError extends ProviderResponseError {
  constructor(
    readonly method: string,
    readonly code: number,
    readonly rpcMessage: string,
  ) {
    super(`${method} failed on the EVM node: ${rpcMessage} (code ${code})`);
  }
}

/** Nodes word "this method does not exist" differently (geth -32601, ganache -32700 with a message). */
export function isMethodUnsupported(outcome: { code: number; message: string }): boolean {
  return (
    outcome.code === -32601 ||
    /not (exist|available|supported)|method not found|unsupported/i.test(outcome.message)
  );
}

export type JsonRpcClientOptions = {
  /** Calls per HTTP request in a batch (public endpoints often cap batches at 100). */
  maxBatchSize?: number;
  timeoutMs?: number;
  /** Aborts requests in flight (the server stopping). */
  signal?: AbortSignal | undefined;
};

/** JSON-RPC 2.0 over HTTP POST, with batching (one request carries many calls, answers matched by id). */
export class JsonRpcClient {
  private nextId = 1;
  readonly endpoint: string;
  private readonly maxBatchSize: number;
  private readonly timeoutMs: number;
  private readonly signal: AbortSignal | undefined;

  constructor(
    private readonly url: string,
    options: JsonRpcClientOptions = {},
  ) {
    this.endpoint = redactEndpoint(url);
    this.maxBatchSize = options.maxBatchSize ?? 100;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.signal = options.signal;
  }

  /** One call; a JSON-RPC error becomes a JsonRpcError. */
  async call(method: string, params: unknown[] = []): Promise<unknown> {
    const [outcome] = await this.batch([{ method, params }]);
    if (!outcome) throw new ProviderResponseError(`${method}: the EVM node returned no answer`);
    if (!outcome.ok) throw new JsonRpcError(method, outcome.code, outcome.message);
    return outcome.result;
  }

  /** Many calls; every outcome is returned in the order of `calls` (errors included, not thrown). */
  async batch(calls: readonly RpcCall[]): Promise<RpcOutcome[]> {
    const outcomes: RpcOutcome[] = [];
    for (let start = 0; start < calls.length; start += this.maxBatchSize) {
      outcomes.push(...(await this.send(calls.slice(start, start + this.maxBatchSize))));
    }
    return outcomes;
  }

  /** Many calls of which every one must succeed. */
  async batchResults(calls: readonly RpcCall[]): Promise<unknown[]> {
    const outcomes = await this.batch(calls);
    return outcomes.map((outcome, i) => {
      if (outcome.ok) return outcome.result;
      throw new JsonRpcError(calls[i]?.method ?? 'call', outcome.code, outcome.message);
    });
  }

  private async send(calls: readonly RpcCall[]): Promise<RpcOutcome[]> {
    if (calls.length === 0) return [];
    const firstId = this.nextId;
    this.nextId += calls.length;
    const body = calls.map((c, i) => ({
      jsonrpc: '2.0',
      id: firstId + i,
      method: c.method,
      params: c.params,
    }));
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: requestSignal(this.timeoutMs, this.signal),
      });
    } catch (error) {
      throw new EndpointUnreachableError(this.endpoint, describeFetchError(error), { cause: error });
    }
    if (!response.ok) throw new EndpointUnreachableError(this.endpoint, `HTTP ${response.status}`);
    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      throw new EndpointUnreachableError(this.endpoint, 'the answer is not JSON', { cause: error });
    }
    // A batch is answered by an array; some servers answer a failed batch with one error object.
    const answers = Array.isArray(payload) ? payload : [payload];
    const byId = new Map<number, RpcOutcome>();
    for (const answer of answers) {
      if (!isRecord(answer) || typeof answer.id !== 'number') continue;
      if (isRecord(answer.error)) {
        byId.set(answer.id, {
          ok: false,
          code: typeof answer.error.code === 'number' ? answer.error.code : 0,
          message: typeof answer.error.message === 'string' ? answer.error.message : 'unknown error',
        });
      } else byId.set(answer.id, { ok: true, result: answer.result ?? null });
    }
    return calls.map(
      (c, i) =>
        byId.get(firstId + i) ?? {
          ok: false,
          code: 0,
          message: `no answer to ${c.method} in the batch response`,
        },
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The request's timeout, combined with the caller's abort signal when there is one. */
export function requestSignal(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

export function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const cause = error.cause;
    if (isRecord(cause) && typeof cause.code === 'string') return cause.code;
    return error.message;
  }
  return String(error);
}
