import type { Adjacency, ResolvedAttribution, TraceAttribution } from '@riskscreen/engine';

/**
 * A prepared graph as a trace thread receives it: the typed arrays of the compact graph and of its attribution,
 * all on SharedArrayBuffers, so posting them shares the memory instead of copying it (what a message carries is
 * a handle per array). No addresses: the main thread turns addresses into node indices and back.
 */
export type TraceGraphMessage = {
  nodeCount: number;
  pairCount: number;
  minEdgeUsd: number;
  incoming: Adjacency;
  outgoing: Adjacency;
  isMegahub: Uint8Array;
  nodeClass: Int32Array;
  categoryMask: Int32Array;
  entityCount: number;
};

export function traceGraphMessage(attribution: ResolvedAttribution): TraceGraphMessage {
  const { graph } = attribution;
  return {
    nodeCount: graph.nodeCount,
    pairCount: graph.pairCount,
    minEdgeUsd: graph.minEdgeUsd,
    incoming: graph.incoming,
    outgoing: graph.outgoing,
    isMegahub: graph.isMegahub,
    nodeClass: attribution.nodeClass,
    categoryMask: attribution.categoryMask,
    entityCount: attribution.entityCount,
  };
}

/** What the trace reads, rebuilt around the shared arrays a message brought (nothing is copied). */
export function traceAttributionOf(message: TraceGraphMessage): TraceAttribution {
  return {
    graph: {
      nodeCount: message.nodeCount,
      pairCount: message.pairCount,
      minEdgeUsd: message.minEdgeUsd,
      incoming: message.incoming,
      outgoing: message.outgoing,
      isMegahub: message.isMegahub,
    },
    nodeClass: message.nodeClass,
    categoryMask: message.categoryMask,
    entityCount: message.entityCount,
  };
}
