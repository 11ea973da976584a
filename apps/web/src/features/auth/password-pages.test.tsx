import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderAt } from "../../../test/render";
import ForgotPasswordPage from "./forgot-password-page";
import ResetPasswordPage from "./reset-password-page";

describe("forgot and reset password", { timeout: 20_000 }, () => {
  it("forgot-password validates the email, sends it and confirms", async () => {
    const api = mockApi({
      "POST /api/auth/forgot-password": () => ({ body: { status: "success" } }),
    });
    const user = userEvent.setup();
    await renderAt("/session/forgot-password", <ForgotPasswordPage />);
    const button = await screen.findByRole("button", { name: "Reset Password" });
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/session/signin",
    );
    await user.click(button);
    expect(await screen.findByText("this field is required")).toBeInTheDocument();
    const email = screen.getByRole("textbox", { name: /Email/ });
    await user.type(email, "not-an-email");
    await user.click(button);
    expect(await screen.findByText("email is not valid")).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, "devotee@example.com");
    await user.click(button);
    expect(
      await screen.findByText(/a link to reset its password is on its way/),
    ).toBeInTheDocument();
    expect(callsTo(api, "/api/auth/forgot-password")[0]?.body).toEqual({
      email: "devotee@example.com",
    });
  });

  it("reset-password sets the new password with the link's token", async () => {
    const api = mockApi({
      "POST /api/auth/reset-password": () => ({ body: { status: "success" } }),
    });
    const user = userEvent.setup();
    await renderAt("/session/reset-password?token=tok-123", <ResetPasswordPage />);
    await user.type(await screen.findByLabelText(/^New password/), "saffron-dawn-9");
    await user.type(screen.getByLabelText(/^Repeat the new password/), "saffron-dawn-8");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^Repeat the new password/), "saffron-dawn-9");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(callsTo(api, "/api/auth/reset-password")[0]?.body).toEqual({
      token: "tok-123",
      password: "saffron-dawn-9",
    });
  });

  it("reset-password without a token offers a new link instead of a form", async () => {
    mockApi({});
    await renderAt("/session/reset-password", <ResetPasswordPage />);
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/session/forgot-password",
    );
  });
});
