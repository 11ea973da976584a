import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi, renderAt } from "../../../test/render";
import SignUpPage from "./sign-up-page";

const AGREEMENT = "I have read and agree to the terms of service.";

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(await screen.findByLabelText(label, { exact: false }), value);
  }
}

describe("sign-up page (spec sections 2 and 5)", { timeout: 20_000 }, () => {
  it("says 'this field is required' for each empty field and sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderAt("/session/signup", <SignUpPage />);
    await user.click(await screen.findByRole("button", { name: "Sign up" }));
    expect(await screen.findAllByText("this field is required")).toHaveLength(3);
    expect(callsTo(api, "/api/auth/register")).toHaveLength(0);
  });

  it("says 'email is not valid' for a malformed email", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderAt("/session/signup", <SignUpPage />);
    await fill(user, { Email: "ravi.example.com" });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("email is not valid")).toBeInTheDocument();
  });

  it("shows the agreement text with a link to the terms and refuses an unticked box", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderAt("/session/signup", <SignUpPage />);
    const box = await screen.findByRole("checkbox", { name: AGREEMENT });
    expect(screen.getByRole("link", { name: "terms of service" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    await fill(user, { Username: "ravi", Email: "ravi@example.com", Password: "lotus-pond-7" });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Please agree to the terms of service")).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(callsTo(api, "/api/auth/register")).toHaveLength(0);
  });

  it("registers with a ticked box, signs in and goes to /", async () => {
    const api = mockApi({
      "POST /api/auth/register": () => ({
        body: {
          status: "success",
          accessToken: fakeToken(900),
          user: { id: "g1", role: "GUEST", email: "ravi@example.com" },
        },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/session/signup", <SignUpPage />);
    await fill(user, { Username: "ravi", Email: "ravi@example.com", Password: "lotus-pond-7" });
    await user.click(screen.getByRole("checkbox", { name: AGREEMENT }));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/|authenticated|GUEST"),
    );
    expect(callsTo(api, "/api/auth/register")[0]?.body).toEqual({
      username: "ravi",
      email: "ravi@example.com",
      password: "lotus-pond-7",
    });
    expect(localStorage.getItem("accessToken")).toBeTruthy();
    expect(localStorage.getItem("serverAccessToken")).toBe(localStorage.getItem("accessToken"));
  });

  it("shows the server's 'User already exists!' in red and stays on the page", async () => {
    mockApi({
      "POST /api/auth/register": () => ({
        status: 400,
        body: { status: "error", code: "USER_EXISTS", error: "User already exists!" },
      }),
    });
    const user = userEvent.setup();
    await renderAt("/session/signup", <SignUpPage />);
    await fill(user, { Username: "ravi", Email: "ravi@example.com", Password: "lotus-pond-7" });
    await user.click(screen.getByRole("checkbox", { name: AGREEMENT }));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("User already exists!");
    expect(screen.getByTestId("probe")).toHaveTextContent("/session/signup|unauthenticated");
  });
});
