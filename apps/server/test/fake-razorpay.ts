import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown> | null;
}

/**
 * A local stand-in for Razorpay's REST API (orders, order payments, refunds). It checks basic
 * auth like Razorpay does and records every request for the test to inspect.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const requests: FakeRequest[] = [];
  const orderPayments = new Map<string, { id: string; status: string; amount: number }[]>();
  const refundsByKey = new Map<string, string>();
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const path = req.url ?? "";
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== expectedAuth) {
      return send(401, {
        error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
      });
    }
    if (req.method === "POST" && path === "/v1/orders") {
      if (typeof body?.amount !== "number" || body.currency !== "INR" || !body.receipt) {
        return send(400, { error: { code: "BAD_REQUEST_ERROR" } });
      }
      return send(200, {
        id: `order_${randomBytes(7).toString("hex")}`,
        amount: body.amount,
        currency: "INR",
        receipt: body.receipt,
        status: "created",
      });
    }
    const payments = path.match(/^\/v1\/orders\/([^/]+)\/payments$/);
    if (req.method === "GET" && payments) {
      const items = orderPayments.get(decodeURIComponent(payments[1] ?? "")) ?? [];
      return send(200, { entity: "collection", count: items.length, items });
    }
    const refund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (req.method === "POST" && refund) {
      const key = String(req.headers["x-refund-idempotency"] ?? "");
      const id = refundsByKey.get(key) ?? `rfnd_${randomBytes(7).toString("hex")}`;
      if (key) refundsByKey.set(key, id);
      return send(200, { id, entity: "refund", amount: body?.amount, status: "processed" });
    }
    send(404, { error: { code: "NOT_FOUND" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { base: `http://127.0.0.1:${port}`, requests, orderPayments, refundsByKey };
}
