import { LANGUAGE_CODES } from "@sannidhi/contracts/languages";
import { readLocale } from "@sannidhi/site/locale-files";
import { describe, expect, it } from "vitest";
import { NOTICE_TEMPLATES } from "./templates.js";

describe("the messages a devotee is sent", () => {
  // Issue 37: one brand name per language — the one the site shows — in every SMS.
  for (const lang of LANGUAGE_CODES) {
    const appName = readLocale(lang, "common").appName;
    it(`begin with the site's own name in ${lang} (${appName})`, () => {
      for (const [kind, texts] of Object.entries(NOTICE_TEMPLATES)) {
        expect(texts[lang], kind).toMatch(new RegExp(`^${appName}: `));
      }
    });
  }
});
