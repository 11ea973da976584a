import { POLICY } from "@sannidhi/contracts";
import en from "@sannidhi/site/locales/en/policy.json";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test-utils";
import PolicyPage from "./policy-page";

// Rendering MUI under jsdom is slow on a loaded 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

describe("refund policy page", () => {
  it("shows the cancellation window, penalty and refund figures of POLICY", async () => {
    await renderPage(<PolicyPage kind="refund" />, "/refund-policy");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Refund and Cancellation Policy" }),
    ).toBeInTheDocument();
    const text = document.body.textContent ?? "";
    expect(text).toContain(`within ${POLICY.cancellationWindowMinutes} minutes of placing it`);
    expect(text).toContain(`first ${POLICY.penaltyFreeMinutes} minute after booking is free`);
    expect(text).toContain(`penalty of ${POLICY.latePenaltyPercent}% of the order amount`);
    expect(text).toContain(`up to ${POLICY.maxRefundPercent}% of the order amount`);
    expect(text).toContain(`registered ${POLICY.phonePrefix} mobile number`);
    // The footer links to the other policies and the FAQs.
    expect(screen.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faqs");
  });

  it("shows the data-withdrawal days of POLICY on the privacy page", async () => {
    await renderPage(<PolicyPage kind="privacy" />, "/privacy-policy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    expect(document.body.textContent).toContain(
      `within ${POLICY.dataWithdrawalBusinessDays} business days`,
    );
  });

  it("never types a policy number into the text: every figure is a placeholder", () => {
    const strings = JSON.stringify(en).replace(/\{\{\w+\}\}/g, "");
    expect(strings).not.toMatch(/\d/);
  });
});
