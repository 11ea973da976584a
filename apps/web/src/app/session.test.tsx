import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi, renderAt } from "../../test/render";
import { api } from "../lib/http";
import { useSession } from "./session";

const SA = { id: "sa", role: "SA", mobile: "+919000000001" };
const profile = () => ({ body: { status: "success", user: SA } });
const refused = () => ({
  status: 401,
  body: { status: "error", code: "UNAUTHORIZED", error: "Invalid refresh token" },
});

function Workspace() {
  const { signOut } = useSession();
  return (
    <>
      <button type="button" onClick={() => void api.get("/api/poojas").catch(() => {})}>
        Load poojas
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

const probe = () => screen.getByTestId("probe");

describe("session (spec section 4)", { timeout: 20_000 }, () => {
  it("drops a stored token whose expiry has passed when the refresh cookie is gone too", async () => {
    localStorage.setItem("accessToken", fakeToken(-60));
    localStorage.setItem("serverAccessToken", fakeToken(-60));
    const fetch = mockApi({ "GET /api/auth/profile": profile, "POST /api/auth/refresh": refused });
    const { onUnauthorized } = await renderAt("/app", <Workspace />);
    await waitFor(() => expect(probe()).toHaveTextContent("/app|unauthenticated"));
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("serverAccessToken")).toBeNull();
    // The expired token is never presented to the server.
    expect(callsTo(fetch, "/api/auth/profile")).toHaveLength(0);
    expect(callsTo(fetch, "/api/auth/refresh")[0]?.headers.get("authorization")).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the person signed in when the expired token can be silently refreshed", async () => {
    localStorage.setItem("accessToken", fakeToken(-60));
    const fresh = fakeToken(900);
    mockApi({
      "POST /api/auth/refresh": () => ({
        body: { status: "success", accessToken: fresh, user: SA },
      }),
    });
    await renderAt("/app", <Workspace />);
    await waitFor(() => expect(probe()).toHaveTextContent("/app|authenticated|SA"));
    expect(localStorage.getItem("accessToken")).toBe(fresh);
    expect(localStorage.getItem("serverAccessToken")).toBe(fresh);
  });

  it("loads the profile with both token headers when the stored token is still valid", async () => {
    const token = fakeToken(900);
    localStorage.setItem("accessToken", token);
    const fetch = mockApi({ "GET /api/auth/profile": profile });
    await renderAt("/app", <Workspace />);
    await waitFor(() => expect(probe()).toHaveTextContent("authenticated|SA"));
    const [call] = callsTo(fetch, "/api/auth/profile");
    expect(call?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(call?.headers.get("auth-token")).toBe(token);
  });

  it("ends the session on any 401 from the API: storage cleared, sent to /app", async () => {
    localStorage.setItem("accessToken", fakeToken(900));
    mockApi({
      "GET /api/auth/profile": profile,
      "GET /api/poojas": () => ({
        status: 401,
        body: { status: "error", code: "UNAUTHORIZED", error: "Invalid Authorization token" },
      }),
    });
    const user = userEvent.setup();
    const { onUnauthorized } = await renderAt("/templates/view-pooja", <Workspace />);
    await waitFor(() => expect(probe()).toHaveTextContent("authenticated|SA"));
    await user.click(screen.getByRole("button", { name: "Load poojas" }));
    await waitFor(() => expect(probe()).toHaveTextContent("unauthenticated"));
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("refreshes silently shortly before the access token expires", async () => {
    // 61 s left: the refresh is due 60 s before expiry, i.e. about now.
    localStorage.setItem("accessToken", fakeToken(61));
    const fresh = fakeToken(900);
    const fetch = mockApi({
      "GET /api/auth/profile": profile,
      "POST /api/auth/refresh": () => ({
        body: { status: "success", accessToken: fresh, user: SA },
      }),
    });
    await renderAt("/dashboard/default", <Workspace />);
    await waitFor(() => expect(localStorage.getItem("accessToken")).toBe(fresh), {
      timeout: 5000,
    });
    expect(probe()).toHaveTextContent("authenticated|SA");
    expect(callsTo(fetch, "/api/auth/refresh")).toHaveLength(1);
  });

  it("signs out: tells the server, clears the tokens", async () => {
    localStorage.setItem("accessToken", fakeToken(900));
    const fetch = mockApi({
      "GET /api/auth/profile": profile,
      "POST /api/auth/logout": () => ({ body: { status: "success" } }),
    });
    const user = userEvent.setup();
    const { onUnauthorized } = await renderAt("/dashboard/default", <Workspace />);
    await waitFor(() => expect(probe()).toHaveTextContent("authenticated"));
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(probe()).toHaveTextContent("unauthenticated"));
    expect(callsTo(fetch, "/api/auth/logout")).toHaveLength(1);
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
