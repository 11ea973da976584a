import { randomUUID } from "node:crypto";

/** A JSON call to the API as `token` (or anonymous); throws with the server's error. */
export async function apiCall<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === "POST" && path === "/api/bookings") headers["idempotency-key"] = randomUUID();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; error?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error}`);
  return json.data;
}
