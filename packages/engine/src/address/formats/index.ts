import type { AddressFormat } from '@riskscreen/shared';
import type { Parsed } from '../parsed.ts';
import { validateAlgorand, validateStellar } from './base32-accounts.ts';
import {
  validateMonero,
  validateSolana,
  validateTezos,
  validateTron,
  validateWaves,
  validateXrp,
} from './base58-accounts.ts';
import { validateBech32Account, validateCkb, validateZilliqa } from './bech32-accounts.ts';
import { validateBtc } from './btc.ts';
import { validateCardano } from './cardano.ts';
import { validateEvm } from './evm.ts';
import { validateFilecoin } from './filecoin.ts';
import { validateHedera } from './hedera.ts';
import { validateFlow, validateIcon, validateMove, validateStarknet } from './hex-accounts.ts';
import { validateIcp, validateStacks } from './icp-stacks.ts';
import { validateEos, validateNear } from './named-accounts.ts';
import { validateSs58 } from './ss58.ts';
import { validateTon } from './ton.ts';

/** Check a cleaned string against one address format: the canonical form, or null when it does not fit. */
export function parseAddress(value: string, format: AddressFormat): Parsed | null {
  switch (format.kind) {
    case 'btc':
      return validateBtc(value, format);
    case 'evm':
      return validateEvm(value, format);
    case 'tron':
      return validateTron(value);
    case 'ss58':
      return validateSs58(value, format.prefix);
    case 'xrp':
      return validateXrp(value);
    case 'stellar':
      return validateStellar(value);
    case 'hedera':
      return validateHedera(value);
    case 'solana':
      return validateSolana(value);
    case 'bech32':
      return validateBech32Account(value, format.hrp, format.lengths);
    case 'cardano':
      return validateCardano(value);
    case 'move':
      return validateMove(value, format.shortSpecial);
    case 'monero':
      return validateMonero(value);
    case 'zilliqa':
      return validateZilliqa(value);
    case 'algorand':
      return validateAlgorand(value);
    case 'tezos':
      return validateTezos(value);
    case 'near':
      return validateNear(value);
    case 'ton':
      return validateTon(value);
    case 'filecoin':
      return validateFilecoin(value);
    case 'eos':
      return validateEos(value);
    case 'waves':
      return validateWaves(value);
    case 'icon':
      return validateIcon(value);
    case 'icp':
      return validateIcp(value);
    case 'stacks':
      return validateStacks(value);
    case 'starknet':
      return validateStarknet(value);
    case 'flow':
      return validateFlow(value);
    case 'ckb':
      return validateCkb(value);
  }
}
