import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SearchForm } from "./search-form";

function Page({ onSubmit }: { onSubmit: (prevented: boolean) => void }) {
  const [text, setText] = useState("");
  return (
    // The submit bubbles here: whether the browser would still have sent the form.
    <div onSubmit={(e) => onSubmit(e.defaultPrevented)}>
      <SearchForm
        id="temple-search"
        label="Search temples"
        placeholder="Name, town or deity"
        value={text}
        onChange={setText}
      >
        <button type="button">Near me</button>
      </SearchForm>
      <output>{text}</output>
    </div>
  );
}

describe("SearchForm (the public pages' search)", () => {
  it("is a search landmark whose labelled box follows the typing and never submits the page", async () => {
    const onSubmit = vi.fn();
    render(<Page onSubmit={onSubmit} />);
    const form = screen.getByRole("search");
    const box = within(form).getByRole("searchbox", { name: "Search temples" });
    expect(box).toHaveAttribute("placeholder", "Name, town or deity");
    expect(box).toHaveAttribute("maxlength", "100");
    expect(box).toHaveAttribute("enterkeyhint", "search");
    // What else the form holds stands after the box.
    const extra = within(form).getByRole("button", { name: "Near me" });
    expect(box.compareDocumentPosition(extra) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.type(box, "rama{Enter}");
    expect(box).toHaveValue("rama");
    expect(screen.getByRole("status")).toHaveTextContent("rama");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(true);
  });
});
