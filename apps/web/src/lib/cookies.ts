/**
 * Small cookie helpers: secure (on https), path /, SameSite=Lax. document.cookie rather than the Cookie Store
 * API, which is asynchronous and missing from some browsers; values are always URI-encoded here.
 */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
