import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Notice, type NoticeSeverity } from "./notice";

function Page({ first, severity }: { first: string | null; severity?: NoticeSeverity }) {
  const [notice, setNotice] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setNotice("User saved")}>
        Save
      </button>
      <p>Elsewhere on the page</p>
      <Notice text={notice} severity={severity} onClose={() => setNotice(null)} />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("Notice (what the last action did)", () => {
  it("says nothing until there is something to say, then says it for five seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Page first={null} />);
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("User saved");
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole("alert")).toHaveTextContent("User saved");
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a success for five seconds, as a status", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Page first="Refund of ₹500.00 recorded" severity="success" />);
    expect(screen.getByRole("status")).toHaveTextContent("Refund of ₹500.00 recorded");
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole("status")).toHaveTextContent("Refund of ₹500.00 recorded");
    // Closed at five seconds, then gone once it has slid away.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText("Refund of ₹500.00 recorded")).toBeNull();
  });

  it("keeps what went wrong until it is closed: no timer, no click elsewhere", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Page first="Only 1 of Tirupati laddu left" severity="error" />);
    // Time enough for a closed notice to have slid away, after each step.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("alert")).toHaveTextContent("Only 1 of Tirupati laddu left");
    await userEvent.click(screen.getByText("Elsewhere on the page"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("alert")).toHaveTextContent("Only 1 of Tirupati laddu left");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    // While it slides away it still says what it said, not an empty box.
    expect(screen.getByRole("alert")).toHaveTextContent("Only 1 of Tirupati laddu left");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText("Only 1 of Tirupati laddu left")).toBeNull();
  });

  it("shows a notice the page starts with (an action on the page before)", () => {
    render(<Page first="'Category 1' was deleted" />);
    expect(screen.getByRole("alert")).toHaveTextContent("'Category 1' was deleted");
  });
});
