import { type ProofOfWork, solveProofOfWork } from './proof-of-work.ts';

// The worker's own global scope (the web's TypeScript library is the page's, whose postMessage differs).
const scope = self as unknown as {
  onmessage: ((message: MessageEvent<ProofOfWork>) => void) | null;
  postMessage(found: number | null): void;
};

/** The bot check's search off the page's thread: one challenge in, its number (or null) out. */
scope.onmessage = (message) => {
  void solveProofOfWork(message.data).then((found) => scope.postMessage(found));
};
