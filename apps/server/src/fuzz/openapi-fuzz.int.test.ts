import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.js";
import { createUser, type TestUser } from "../../test/users.js";

/**
 * Issue 35 ("Proof"): every route of the OpenAPI document — those added later too — is sent
 * about twenty malformed inputs (wrong types, missing fields, 1 MB strings, NUL, prototype keys,
 * deep nesting, the wrong content type, hostile path parameters) by a caller who gets past its
 * role check, and never answers 5xx. ARCHITECTURE.md: "Never a 500 for bad input".
 */
const ctx = await createTestApp({
  OTP_SENDS_PER_IP_PER_HOUR: "100000",
  CONTACT_RATE_LIMIT_MAX: "10000",
});
const { app } = ctx;
await app.ready();

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
const METHODS = new Set(["get", "post", "put", "patch", "delete"]);
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([m]) => METHODS.has(m))
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];
const MEGA = "x".repeat(1_000_000);
const NUL = "a\u0000b";
function deep(depth: number): unknown {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}
const withProto = (o: Record<string, unknown>) =>
  `{${[
    ...Object.entries(o).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
    '"__proto__":{"polluted":true,"role":"SA"}',
    '"constructor":{"prototype":{"polluted":true}}',
  ].join(",")}}`;

/** The body's declared fields, each set to `value`. */
function fieldsOf(schema: JsonSchema | undefined, value: (s: JsonSchema) => unknown) {
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(schema?.properties ?? {})) out[k] = value(s);
  return out;
}
const wrongType = (s: JsonSchema) => {
  const t = [s.type].flat()[0];
  return t === "string" ? 12345 : t === "number" || t === "integer" ? "twelve" : "not-that-type";
};

/** About twenty malformed requests for one operation. */
function inputs(path: string, method: string, op: Operation): InjectOptions[] {
  const id = randomUUID();
  const url = (p: string) => `/api${p.replace(/^\/api/, "")}`;
  const filled = url(path.replace(/\{[^}]+\}/g, id));
  const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  const hasParams = /\{[^}]+\}/.test(path);
  const out: InjectOptions[] = [];
  const q = (pairs: [string, string][]) =>
    `${filled}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`;

  // Query strings: prototype keys as names and values, NUL, arrays, nesting, a long value.
  const names = query.length ? query : ["q"];
  out.push({ url: q(names.flatMap((n) => PROTO_KEYS.map((k) => [n, k] as [string, string]))) });
  // One field at a time too, so that no other field's refusal hides what this one does.
  for (const n of names.slice(0, 8)) {
    out.push({ url: q([[n, "__proto__"]]) });
    out.push({ url: q([[n, `-${PROTO_KEYS[1]}`]]) });
  }
  out.push({ url: q(PROTO_KEYS.map((k) => [k, "1"])) });
  out.push({
    url: q([
      ["__proto__[role]", "SA"],
      ["constructor[prototype][x]", "1"],
    ]),
  });
  out.push({ url: q(names.map((n) => [n, NUL])) });
  out.push({
    url: q(
      names.flatMap(
        (n) =>
          [
            [n, "1"],
            [n, "2"],
          ] as [string, string][],
      ),
    ),
  });
  out.push({ url: q(names.map((n) => [`${n}[a][b]`, "1"])) });
  out.push({ url: q(names.map((n) => [n, "y".repeat(8_000)])) });
  out.push({ url: q(names.map((n) => [n, '{"$gt":""}'])) });
  out.push({ url: `${filled}?${names.map((n) => `${n}=%E0%A4%A`).join("&")}` });
  out.push({ url: q(names.map((n) => [n, "1e309"])) });
  out.push({ url: q(names.map((n) => [n, "-1"])) });
  out.push({ url: q(Array.from({ length: 300 }, (_, i) => [`p${i}`, String(i)])) });
  out.push({ url: q(names.map((n) => [n, "\u202e\ud83d\ude4f' OR 1=1 --"])) });
  // Path parameters that are not ids.
  if (hasParams) {
    for (const bad of ["__proto__", "constructor", "%00", "..%2F..%2Fetc", "z".repeat(3000)]) {
      out.push({ url: url(path.replace(/\{[^}]+\}/g, bad)) });
    }
  }
  if (method === "GET" || method === "DELETE") return out;

  const json = (payload: string, type = "application/json") => ({
    url: filled,
    payload,
    headers: { "content-type": type },
  });
  out.push(json(""));
  for (const v of ["{}", "[]", "null", "12345", '"text"', "{not json", "[".repeat(5000)]) {
    out.push(json(v));
  }
  out.push(json(JSON.stringify(fieldsOf(schema, wrongType))));
  out.push(json(JSON.stringify(fieldsOf(schema, () => ({ nested: { deeper: [1, 2] } })))));
  out.push(json(JSON.stringify(fieldsOf(schema, () => MEGA.slice(0, 200_000)))));
  out.push(json(JSON.stringify({ ...fieldsOf(schema, () => "ok"), big: MEGA })));
  out.push(json(JSON.stringify(fieldsOf(schema, () => NUL))));
  out.push(json(withProto(fieldsOf(schema, () => "ok"))));
  out.push(json(JSON.stringify(deep(2000))));
  out.push(json(JSON.stringify(fieldsOf(schema, () => deep(200)))));
  out.push(json("name=value&__proto__[x]=1", "application/x-www-form-urlencoded"));
  out.push(json("<x>not json</x>", "application/xml"));
  out.push(json("plain text", "text/plain"));
  out.push(
    json(
      '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n--b--',
      "multipart/form-data; boundary=b",
    ),
  );
  return out;
}

const actors: { SA?: TestUser; user?: TestUser } = {};
/** A caller who passes the route's role check when one can: the SA, else a devotee. */
async function callerFor(method: string, url: string): Promise<Record<string, string>> {
  actors.SA = await createUser(ctx, "SA");
  const probe = await app.inject({ method: method as "GET", url, headers: actors.SA.headers });
  if (probe.statusCode !== 403) return actors.SA.headers;
  actors.user = await createUser(ctx, "user");
  return actors.user.headers;
}

describe("malformed input on every route of the OpenAPI document", () => {
  it("covers the document", () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  for (const { path, method, op } of operations) {
    it(`${method} ${path}`, async () => {
      const all = inputs(path, method, op);
      const headers = await callerFor(method, all[0]!.url as string);
      for (const input of all) {
        const res = await app.inject({
          method: method as "GET",
          ...input,
          headers: { ...headers, ...(input.headers as Record<string, string>) },
        });
        const what = `${method} ${String(input.url).slice(0, 160)} ${String(input.payload ?? "").slice(0, 80)}`;
        expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        // Nothing was polluted on the way.
        expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
      }
      expect(all.length).toBeGreaterThanOrEqual(8);
    });
  }
});
