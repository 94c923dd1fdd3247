/**
 * A call to one workspace's API with a user's bearer token, as a script outside the browser makes it: the
 * `workspace` query parameter is added to the path, a body is sent as JSON.
 */
export function workspaceCall(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  workspace = 'demo',
): Promise<Response> {
  const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}workspace=${workspace}`;
  return fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Sign in with a password through the API (no browser): the login call's answer. */
export function loginCall(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/auth/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The access token of a password sign-in through the API. */
export async function passwordToken(baseUrl: string, email: string, password: string): Promise<string> {
  const { access_token } = (await (await loginCall(baseUrl, email, password)).json()) as {
    access_token: string;
  };
  return access_token;
}
