// Renders apps/web/public/icons/icon.svg to the PNG sizes the web app manifest needs, with the
// system Chromium (no image library to install). Run again after changing the SVG:
//   node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const dir = new URL("../apps/web/public/icons/", import.meta.url);
const svg = readFileSync(new URL("icon.svg", dir), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: new URL(`icon-${size}.png`, dir).pathname, omitBackground: false });
  await page.close();
}
await browser.close();
