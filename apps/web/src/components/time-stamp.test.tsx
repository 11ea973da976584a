import { formatDateTime } from "@sannidhi/site/format";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../test/render";
import { i18n } from "../lib/i18n";
import { TimeStamp } from "./time-stamp";

const SENT = "2026-03-14T04:30:00.000Z";

describe("TimeStamp (when a message was sent)", () => {
  it("says the time in the reader's language and keeps the instant in a <time>", async () => {
    mockApi({});
    await renderAt("/inbox", <TimeStamp iso={SENT} />);
    const time = screen.getByText(formatDateTime(SENT, "en"));
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", SENT);
    await act(() => i18n.changeLanguage("ta"));
    try {
      expect(await screen.findByText(formatDateTime(SENT, "ta"))).toBe(time);
      expect(formatDateTime(SENT, "ta")).not.toBe(formatDateTime(SENT, "en"));
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
