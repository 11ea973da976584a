import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Notice } from "./notice";

function Page({ first }: { first: string | null }) {
  const [notice, setNotice] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setNotice("User saved")}>
        Save
      </button>
      <Notice text={notice} onClose={() => setNotice(null)} />
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

  it("shows a notice the page starts with (an action on the page before)", () => {
    render(<Page first="'Category 1' was deleted" />);
    expect(screen.getByRole("alert")).toHaveTextContent("'Category 1' was deleted");
  });
});
