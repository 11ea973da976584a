import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi, renderAt } from "../../../test/render";
import DeleteAccountPage from "./delete-account-page";

const DONE = "Your Sannidhi Account has been removed successfully";
const handlers = {
  "POST /api/auth/otp": () => ({
    body: { status: "success", data: { requestId: "del-1", expiresIn: 300, resendIn: 60 } },
  }),
  "POST /api/user/delete": () => ({ body: { status: "success", message: DONE } }),
};

describe("delete-account page (spec sections 4 and 5)", { timeout: 20_000 }, () => {
  it("asks for a reason before the mobile field appears; 'Other' needs words", async () => {
    const api = mockApi(handlers);
    const user = userEvent.setup();
    await renderAt("/deleteaccount", <DeleteAccountPage />);
    await screen.findByRole("radiogroup", { name: "Why are you leaving?" });
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("this field is required")).toBeInTheDocument();
    expect(callsTo(api, "/api/auth/otp")).toHaveLength(0);
  });

  it("sends a delete OTP, deletes with the reason, shows the message and clears the form", async () => {
    const api = mockApi(handlers);
    const user = userEvent.setup();
    await renderAt("/deleteaccount", <DeleteAccountPage />);
    await user.click(await screen.findByRole("radio", { name: "I have another account" }));
    const mobile = screen.getByRole("textbox", { name: /Mobile number/ });
    await user.type(mobile, "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "246810");
    expect(mobile).toHaveAttribute("readonly");
    await user.click(screen.getByRole("button", { name: "Delete Account" }));

    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(callsTo(api, "/api/auth/otp")[0]?.body).toEqual({
      mobile: "+919876543210",
      purpose: "delete",
      language: "en",
    });
    expect(callsTo(api, "/api/user/delete")[0]?.body).toEqual({
      reason: "I have another account",
      mobile: "+919876543210",
      otp: "246810",
      requestId: "del-1",
    });
    // The form is cleared: no reason picked, so no mobile or code field.
    expect(screen.getByRole("radio", { name: "I have another account" })).not.toBeChecked();
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /One-time password/ })).not.toBeInTheDocument();
  });

  it("ends this browser's session when the deleted account was the one signed in", async () => {
    localStorage.setItem("accessToken", fakeToken(900));
    const api = mockApi({
      ...handlers,
      "GET /api/auth/profile": () => ({
        body: { status: "success", user: { id: "u1", role: "user", mobile: "+919876543210" } },
      }),
    });
    const user = userEvent.setup();
    const { onUnauthorized } = await renderAt("/deleteaccount", <DeleteAccountPage />);
    await waitFor(() => expect(screen.getByTestId("probe")).toHaveTextContent("authenticated"));
    await user.click(await screen.findByRole("radio", { name: "I no longer use Sannidhi" }));
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "135790");
    await user.click(screen.getByRole("button", { name: "Delete Account" }));

    expect(await screen.findByText(DONE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/deleteaccount|unauthenticated"),
    );
    expect(localStorage.getItem("accessToken")).toBeNull();
    // The server already ended the session; the page stays to show its message.
    expect(callsTo(api, "/api/auth/logout")).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("shows a wrong code's error in red and keeps the form", async () => {
    mockApi({
      ...handlers,
      "POST /api/user/delete": () => ({
        status: 400,
        body: { status: "error", code: "OTP_INVALID", error: "The code is not correct" },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/deleteaccount", <DeleteAccountPage />);
    await user.click(await screen.findByRole("radio", { name: "I have another account" }));
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "000000");
    await user.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The code is not correct");
    expect(screen.getByRole("button", { name: "Delete Account" })).toBeEnabled();
    expect(screen.queryByText(DONE)).not.toBeInTheDocument();
  });
});
