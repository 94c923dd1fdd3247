/**
 * The signed-in session in this browser: tokens in local storage, and a broadcast channel so that a logout in
 * one tab logs out the others.
 */
const ACCESS = 'rs.access_token';
const REFRESH = 'rs.refresh_token';
const WORKSPACE = 'rs.workspace';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('rs-session');

export type Tokens = { access_token: string; refresh_token: string };

export const session = {
  accessToken: () => localStorage.getItem(ACCESS),
  refreshToken: () => localStorage.getItem(REFRESH),
  isAuthenticated: () => Boolean(localStorage.getItem(REFRESH)),
  store(tokens: Tokens) {
    localStorage.setItem(ACCESS, tokens.access_token);
    localStorage.setItem(REFRESH, tokens.refresh_token);
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
  },
  /** The stored workspace fills the workspace query parameter when a URL lacks it. */
  storedWorkspace: () => localStorage.getItem(WORKSPACE),
  storeWorkspace: (slug: string) => localStorage.setItem(WORKSPACE, slug),
  broadcastLogout() {
    channel?.postMessage({ type: 'logout' });
  },
  onRemoteLogout(handler: () => void): () => void {
    if (!channel) return () => {};
    const listener = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'logout') handler();
    };
    channel.addEventListener('message', listener);
    return () => channel.removeEventListener('message', listener);
  },
  /** Tell the other tabs which tokens a refresh produced (browsers without Web Locks refresh concurrently). */
  broadcastTokens(tokens: Tokens) {
    channel?.postMessage({ type: 'tokens', tokens });
  },
  onRemoteTokens(handler: (tokens: Tokens) => void): () => void {
    if (!channel) return () => {};
    const listener = (event: MessageEvent) => {
      const data = event.data as { type?: string; tokens?: Tokens } | null;
      if (data?.type === 'tokens' && data.tokens) handler(data.tokens);
    };
    channel.addEventListener('message', listener);
    return () => channel.removeEventListener('message', listener);
  },
};
