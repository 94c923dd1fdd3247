// The few parts of oidc-provider (no types of its own) that the loopback provider of the tests uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContext = {
    path: string;
    method: string;
    status: number;
    body: unknown;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  };

  export type Account = { accountId: string; claims(): Record<string, unknown> };

  export class Grant {
    constructor(init: { clientId: string; accountId: string | undefined });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    issuer: string;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  }
}
