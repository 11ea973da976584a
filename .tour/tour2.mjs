import { chromium } from "playwright-core";
const base = "http://localhost:3311";
async function signIn(mobile) {
  const post = (p, b) => fetch(base + p, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) }).then((r) => r.json());
  const sent = await post("/api/auth/otp", { mobile });
  const out = await (await fetch(`${base}/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`)).json();
  const otp = /^(\d{6}) /.exec(out.data[0].text)[1];
  const login = await post("/api/auth/login", { mobile, otp, requestId: sent.data.requestId });
  return login.accessToken;
}
const [who, w, h, ...paths] = process.argv.slice(2);
const token = await signIn(who);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const errors = [];
page.on("console", (m) => { if (m.type() === "error") errors.push(`${page.url()} ${m.type()}: ${m.text()}`); });
page.on("pageerror", (e) => errors.push(`${page.url()} pageerror: ${e.message}`));
await page.goto(base + "/app");
await page.evaluate((t) => { localStorage.setItem("accessToken", t); localStorage.setItem("serverAccessToken", t); }, token);
for (const [i, path] of paths.entries()) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/x/s-${who.slice(-4)}-${i}.png` });
  console.log(i, path, await page.title());
}
console.log(errors.join("\n"));
await browser.close();
