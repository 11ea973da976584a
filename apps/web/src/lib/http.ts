/**
 * The HTTP client of spec section 7: sends the token as `Authorization: Bearer` and as
 * `auth-token`; rejects with the server's body, or 'Something went wrong!' when there is none
 * (spec section 8); a 401 ends the session through the listener the session registers.
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
    /** Seconds from a `Retry-After` header (rate limits answer 429 with it). */
    readonly retryAfter?: number,
  ) {
    super(typeof body === "string" ? body : (body.error ?? FALLBACK_ERROR));
  }
}

/** The message to show a person for any failure of a call. */
export function errorMessage(err: unknown): string {
  return err instanceof HttpError ? err.message : FALLBACK_ERROR;
}

export interface RequestOptions extends RequestInit {
  /**
   * Send the stored token (default true). The sign-in, OTP and account-deletion calls prove who
   * the caller is by other means; sending a stale token there would let a wrong OTP's 401 end
   * an unrelated session.
   */
  auth?: boolean;
  /** End the session on a 401 (default true). Off for refresh and logout, which handle it. */
  endSessionOn401?: boolean;
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

function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export async function http<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { auth = true, endSessionOn401 = true, ...init } = options;
  const headers = new Headers(init.headers);
  const token = auth ? storedToken() : null;
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
  const text = await response.text().catch(() => "");
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  if (!response.ok) {
    if (response.status === 401 && token && endSessionOn401) onUnauthorized?.();
    const errorBody =
      parsed && (typeof parsed === "string" || typeof parsed === "object")
        ? (parsed as ApiErrorBody | string)
        : FALLBACK_ERROR;
    throw new HttpError(
      response.status,
      errorBody,
      retryAfterSeconds(response.headers.get("retry-after")),
    );
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => http<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    http<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    http<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    http<T>("PATCH", path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    http<T>("DELETE", path, undefined, options),
};

/**
 * A file the API serves only to its owner (a receipt PDF): fetched with the session's token,
 * since a plain link cannot carry the Authorization header. Errors come back as HttpError.
 */
export async function fetchBlob(path: string): Promise<Blob> {
  const headers = new Headers();
  const token = storedToken();
  if (token) {
    headers.set("authorization", `Bearer ${token}`);
    headers.set("auth-token", token);
  }
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: "same-origin" });
  } catch {
    throw new HttpError(0, FALLBACK_ERROR);
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized?.();
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new HttpError(response.status, body ?? FALLBACK_ERROR);
  }
  return response.blob();
}
