/**
 * The HTTP client of spec section 7: sends the token as `Authorization: Bearer` and as
 * `auth-token`; rejects with the server's body, or 'Something went wrong!' when there is none;
 * a 401 ends the session (spec section 8) through the listener the session registers.
 */
export const TOKEN_KEY = "accessToken";
export const SERVER_TOKEN_KEY = "serverAccessToken";
export const FALLBACK_ERROR = "Something went wrong!";

export interface ApiErrorBody {
  status?: "error";
  code?: string;
  error?: string;
  details?: { path: string; message: string }[];
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | string,
  ) {
    super(typeof body === "string" ? body : (body.error ?? FALLBACK_ERROR));
  }
}

let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedListener(listener: (() => void) | undefined): void {
  onUnauthorized = listener;
}

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export async function http<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) {
    headers.set("authorization", `Bearer ${token}`);
    headers.set("auth-token", token);
  }
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set("content-type", "application/json");
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new HttpError(0, FALLBACK_ERROR);
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized?.();
    throw new HttpError(response.status, (parsed as ApiErrorBody | string) || FALLBACK_ERROR);
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => http<T>("GET", path, undefined, init),
  post: <T>(path: string, body?: unknown) => http<T>("POST", path, body),
  put: <T>(path: string, body?: unknown) => http<T>("PUT", path, body),
  delete: <T>(path: string) => http<T>("DELETE", path),
};
