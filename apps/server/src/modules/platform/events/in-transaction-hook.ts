import type { Db } from '../../../db/client.ts';

/** One consumer of a hook: a name for errors and the work it does in the producer's transaction. */
export type HookHandler<Payload> = {
  name: string;
  handle(trx: Db, payload: Payload): Promise<void>;
};

/**
 * Something a producer announces inside its own transaction, for the areas that must change with it (a committed
 * screening: alerts, cases, customers, usage, audit). The producer defines the hook and runs it; the areas that
 * consume it are wired to it in one place (modules/wiring.ts), in the order they run, so the producer imports none
 * of them and a new consumer touches no producer file. What must happen after the commit, or may fail on its own,
 * is a domain event instead (publishEvents).
 */
export class InTransactionHook<Payload> {
  readonly name: string;
  #handlers: readonly HookHandler<Payload>[] | null = null;

  constructor(name: string) {
    this.name = name;
  }

  /** Set the consumers, in the order they run. Wiring again replaces them (every app built in a process wires). */
  wire(handlers: readonly HookHandler<Payload>[]): void {
    this.#handlers = [...handlers];
  }

  /** The consumers' names in order (for the wiring's test). */
  get handlerNames(): string[] {
    return (this.#handlers ?? []).map((handler) => handler.name);
  }

  /** Run every consumer in the producer's transaction; the first error aborts it (and so the whole change). */
  async run(trx: Db, payload: Payload): Promise<void> {
    if (this.#handlers === null) {
      throw new Error(`The hook ${this.name} runs before its consumers were wired (modules/wiring.ts)`);
    }
    if (!trx.isTransaction) throw new Error(`The hook ${this.name} runs inside the producer's transaction`);
    for (const handler of this.#handlers) await handler.handle(trx, payload);
  }
}
