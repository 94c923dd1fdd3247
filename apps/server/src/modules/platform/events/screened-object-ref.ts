import { getChain, type ScreenedObjectRef, type ScreenedObjectType } from '@riskscreen/shared';

/**
 * The object an event is about, as the catalogue names it: the chain's currency code instead of its number, so a
 * message can show "ETH 0xab…" without reading the chain catalogue (null for a customer, which has no chain).
 */
export function screenedObjectRef(object: {
  type: ScreenedObjectType;
  id: number;
  blockchain: number | null;
  identifier: string;
}): ScreenedObjectRef {
  return {
    objectType: object.type,
    objectId: object.id,
    identifier: object.identifier,
    currency: object.blockchain === null ? null : (getChain(object.blockchain)?.code ?? null),
  };
}
