import { describe, expect, it } from 'vitest';
import { buildEsploraData } from '../../../../test/helpers/esplora-fixture-server.ts';
import { BITCOIN_NATIVE } from '../config.ts';
import type { EsploraTx } from './esplora-schemas.ts';
import { p2pkAddress } from './p2pk-address.ts';
import { blockSubsidy, toClusterTx, toStoreTransaction } from './to-store.ts';

describe('Esplora transactions for the store', () => {
  it('derives the P2PKH address of a bare public key (the genesis output)', () => {
    const genesis =
      '4104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac';
    expect(p2pkAddress(genesis)).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    expect(p2pkAddress('76a914b5cd7aaed869cd5ccb45868e8666e7e934a2373688ac')).toBeUndefined();
  });

  it('halves the subsidy every 210,000 blocks', () => {
    expect([0, 209_999, 210_000, 840_000, 64 * 210_000].map(blockSubsidy)).toEqual([
      5_000_000_000n,
      5_000_000_000n,
      2_500_000_000n,
      312_500_000n,
      0n,
    ]);
  });

  it('splits a coinbase into block reward and fee reward, output by output', () => {
    // Block 840,000: 3.125 BTC subsidy; the outputs pay 3.155 BTC, so 0.03 BTC are the block's fees.
    const coinbase: EsploraTx = {
      txid: 'a'.repeat(64),
      vin: [{ txid: '0'.repeat(64), vout: 4294967295, is_coinbase: true, prevout: null }],
      vout: [
        { scriptpubkey: '', scriptpubkey_address: 'pool', value: 314_500_000 },
        { scriptpubkey: '', scriptpubkey_address: 'partner', value: 1_000_000 },
        { scriptpubkey: '6a24aa21a9ed', scriptpubkey_type: 'op_return', value: 0 },
      ],
      status: { confirmed: true, block_height: 840_000, block_time: 1_713_571_767 },
    };
    const stored = toStoreTransaction(coinbase, BITCOIN_NATIVE);
    expect(stored).toMatchObject({ isCoinbase: true, value: '3.155', blockNumber: 840_000 });
    expect(stored.outputs).toHaveLength(2);
    // Each output's share of the subsidy is rounded down to the satoshi; the rest of it counts as fees.
    expect(stored.transfers).toEqual([
      { type: 2, from: '', to: 'pool', assetSymbol: 'BTC', amount: '3.11509508' },
      { type: 3, from: '', to: 'pool', assetSymbol: 'BTC', amount: '0.02990492' },
      { type: 2, from: '', to: 'partner', assetSymbol: 'BTC', amount: '0.00990491' },
      { type: 3, from: '', to: 'partner', assetSymbol: 'BTC', amount: '0.00009509' },
    ]);
    expect(toClusterTx(coinbase)).toMatchObject({ isCoinbase: true, inputAddresses: [] });
  });

  it('keeps inputs, outputs and fee of a real spend (block 50,001) and leaves transfers to the split', () => {
    const { txs } = buildEsploraData();
    const spend = txs.get('7940cdde4d713e171849efc6bd89939185be270266c94e92369e3877ad89455a');
    if (!spend) throw new Error('fixture transaction missing');
    const stored = toStoreTransaction(spend as EsploraTx, BITCOIN_NATIVE);
    expect(stored).toMatchObject({
      isCoinbase: false,
      fee: '0',
      value: '100',
      inputs: [
        { address: '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae', amount: '50' },
        { address: '1PZMgkF2x161qvfP7dhoWSEEU3SjnQE1m9', amount: '50' },
      ],
      outputs: [{ address: '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ', amount: '100' }],
    });
    expect(stored.transfers).toBeUndefined();
  });
});
