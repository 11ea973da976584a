import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Msg91SmsProvider } from "./msg91-sms.js";
import { renderOtp, SmsSendError } from "./sms-provider.js";

interface Seen {
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

/** A local stand-in for the gateway: records requests, answers what the test asks for. */
let server: Server;
let url = "";
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { type: "success" } };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      seen.push({ headers: req.headers, body: JSON.parse(raw || "{}") });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = () =>
  new Msg91SmsProvider({
    apiUrl: url,
    apiKey: "test-key",
    templateId: "1107000000000000001",
    sender: "SNNDHI",
  });

describe("MSG91-style SMS adapter", () => {
  it("posts the DLT template id and the code as its only variable", async () => {
    answer = { status: 200, body: { type: "success", message: "queued" } };
    const msg = renderOtp("482913");
    expect(msg.text).toBe(
      "482913 is your Sannidhi sign-in code. It expires in 5 minutes. Do not share it.",
    );
    await provider().send("+919876543210", msg.text, msg.vars);
    const last = seen.at(-1);
    expect(last?.headers.authkey).toBe("test-key");
    expect(last?.body).toEqual({
      template_id: "1107000000000000001",
      sender: "SNNDHI",
      short_url: "0",
      recipients: [{ mobiles: "919876543210", code: "482913" }],
    });
  });

  it("fails clearly when the gateway refuses", async () => {
    answer = { status: 401, body: { type: "error", message: "Invalid authkey" } };
    await expect(provider().send("+919876543210", "x", { code: "1" })).rejects.toThrow(
      /401: Invalid authkey/,
    );
    answer = { status: 200, body: { type: "error", message: "Template not approved" } };
    await expect(provider().send("+919876543210", "x", { code: "1" })).rejects.toBeInstanceOf(
      SmsSendError,
    );
  });

  it("fails clearly when the gateway cannot be reached", async () => {
    const dead = new Msg91SmsProvider({
      apiUrl: "http://127.0.0.1:1/",
      apiKey: "k",
      templateId: "t",
    });
    await expect(dead.send("+919876543210", "x")).rejects.toThrow(/unreachable/);
  });
});
