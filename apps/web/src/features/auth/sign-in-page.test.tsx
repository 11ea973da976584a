import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi, renderAt } from "../../../test/render";
import SignInPage from "./sign-in-page";

const sent = () => ({
  body: { status: "success", data: { requestId: "r-1", expiresIn: 300, resendIn: 60 } },
});

describe("sign-in page (spec section 4)", { timeout: 20_000 }, () => {
  it("refuses a number that is not a 10-digit Indian mobile without sending an SMS", async () => {
    const api = mockApi({ "POST /api/auth/otp": sent });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    const mobile = await screen.findByRole("textbox", { name: /Mobile number/ });
    expect(mobile).toHaveAttribute("inputmode", "numeric");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("this field is required")).toBeInTheDocument();
    await user.type(mobile, "5123456789");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Enter a valid 10-digit Indian mobile number"),
    ).toBeInTheDocument();
    expect(callsTo(api, "/api/auth/otp")).toHaveLength(0);
  });

  it("sends the OTP to +91…, locks the number and shows the code field and a resend countdown", async () => {
    const api = mockApi({ "POST /api/auth/otp": sent });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    const mobile = await screen.findByRole("textbox", { name: /Mobile number/ });
    await user.type(mobile, "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const otp = await screen.findByRole("textbox", { name: /One-time password/ });
    expect(otp).toHaveAttribute("autocomplete", "one-time-code");
    expect(otp).toHaveAttribute("inputmode", "numeric");
    expect(mobile).toHaveAttribute("readonly");
    expect(mobile).toHaveValue("9876543210");
    expect(callsTo(api, "/api/auth/otp")[0]?.body).toEqual({
      mobile: "+919876543210",
      purpose: "login",
      // The SMS is written in the page's language (issue 37).
      language: "en",
    });
    expect(screen.getByRole("timer")).toHaveTextContent(/Resend code in (60|59) s/);
    expect(screen.getByRole("button", { name: /Resend code in/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Change number" }));
    expect(mobile).not.toHaveAttribute("readonly");
    expect(screen.queryByRole("textbox", { name: /One-time password/ })).not.toBeInTheDocument();
  });

  it("shows the server's error in red and stays signed out when the code is wrong", async () => {
    mockApi({
      "POST /api/auth/otp": sent,
      "POST /api/auth/login": () => ({
        status: 400,
        body: { status: "error", code: "OTP_INVALID", error: "The code is not correct" },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    await user.type(await screen.findByRole("textbox", { name: /Mobile number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The code is not correct");
    expect(alert).toHaveClass("MuiAlert-standardError");
    expect(screen.getByTestId("probe")).toHaveTextContent("/signin|unauthenticated");
  });

  it("shows the rate limit and counts down from Retry-After", async () => {
    mockApi({
      "POST /api/auth/otp": () => ({
        status: 429,
        headers: { "retry-after": "1800" },
        body: { status: "error", code: "RATE_LIMITED", error: "Too many codes; try again later" },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    await user.type(await screen.findByRole("textbox", { name: /Mobile number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many codes; try again later");
    expect(screen.getByRole("timer")).toHaveTextContent(/Resend code in (1800|1799) s/);
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  it("lets a devotee who reopens sign-in within the resend wait type the code already sent", async () => {
    const api = mockApi({
      "POST /api/auth/otp": () => ({
        status: 429,
        headers: { "retry-after": "42" },
        body: {
          status: "error",
          code: "RATE_LIMITED",
          error: "Please wait 42 seconds before asking for another code.",
        },
      }),
      "POST /api/auth/login": () => ({
        body: {
          status: "success",
          accessToken: fakeToken(900),
          user: { id: "u1", role: "user", mobile: "+919876543210" },
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    const mobile = await screen.findByRole("textbox", { name: /Mobile number/ });
    await user.type(mobile, "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("A code was sent to +91 9876543210 a moment ago. Enter it below."),
    ).toHaveAttribute("role", "status");
    expect(mobile).toHaveAttribute("readonly");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/Resend code in (42|41) s/);
    await user.type(screen.getByRole("textbox", { name: /One-time password/ }), "654321");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/|authenticated|user"),
    );
    // No request id to send: the server checks the number's latest code.
    expect(callsTo(api, "/api/auth/login")[0]?.body).toEqual({
      mobile: "+919876543210",
      otp: "654321",
    });
  });

  it("signs in with mobile, code and request id, stores the token and goes to /", async () => {
    const api = mockApi({
      "POST /api/auth/otp": sent,
      "POST /api/auth/login": () => ({
        body: {
          status: "success",
          authtoken: fakeToken(900),
          accessToken: fakeToken(900),
          user: { id: "u1", role: "user", mobile: "+919876543210" },
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/session/signin", <SignInPage />);
    // A pasted number with its prefix and spaces is understood.
    await user.type(
      await screen.findByRole("textbox", { name: /Mobile number/ }),
      "+91 98765 43210",
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "654321");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/|authenticated|user"),
    );
    expect(callsTo(api, "/api/auth/login")[0]?.body).toEqual({
      mobile: "+919876543210",
      otp: "654321",
      requestId: "r-1",
    });
    expect(localStorage.getItem("accessToken")).toBeTruthy();
  });

  it("lets an email account sign in with its password instead", async () => {
    const api = mockApi({
      "POST /api/auth/signin": () => ({
        body: {
          status: "success",
          accessToken: fakeToken(900),
          user: { id: "g1", role: "GUEST", email: "ravi@example.com" },
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    await user.click(
      await screen.findByRole("button", { name: "Sign in with email and password" }),
    );
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/session/forgot-password",
    );
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ravi@example.com");
    await user.type(screen.getByLabelText(/^Password/), "lotus-pond-7");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/|authenticated|GUEST"),
    );
    expect(callsTo(api, "/api/auth/signin")[0]?.body).toEqual({
      email: "ravi@example.com",
      password: "lotus-pond-7",
    });
  });

  it("clears a typed code when the number is changed and a new code is sent", async () => {
    let n = 0;
    mockApi({
      "POST /api/auth/otp": () => ({
        body: { status: "success", data: { requestId: `r-${++n}`, expiresIn: 300, resendIn: 0 } },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/signin", <SignInPage />);
    const mobile = await screen.findByRole("textbox", { name: /Mobile number/ });
    await user.type(mobile, "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "111111");
    await user.click(screen.getByRole("button", { name: "Change number" }));
    await user.clear(mobile);
    await user.type(mobile, "9876500000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("We sent a 6-digit code to +91 9876500000."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /One-time password/ })).toHaveValue("");
  });

  it("goes back to the page that asked for sign-in (?next=)", async () => {
    mockApi({
      "POST /api/auth/otp": sent,
      "POST /api/auth/login": () => ({
        body: {
          status: "success",
          accessToken: fakeToken(900),
          user: { id: "u1", role: "user", mobile: "+919876543210" },
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt(`/signin?next=${encodeURIComponent("/app/bookings?page=2")}`, <SignInPage />);
    await user.type(await screen.findByRole("textbox", { name: /Mobile number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByRole("textbox", { name: /One-time password/ }), "654321");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/app/bookings|authenticated|user"),
    );
  });
});
