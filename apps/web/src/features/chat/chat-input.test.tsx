import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test-utils";
import { ChatInput } from "./chat-input";

describe("chat input (spec sections 4, 5 and 9)", () => {
  it("sends on Enter, starts a new line on Shift+Enter and clears after sending", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => {});
    await renderPage(<ChatInput onSend={onSend} />);
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "Namaste{Shift>}{Enter}{/Shift}Are you free?");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("Namaste\nAre you free?");
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledWith({ text: "Namaste\nAre you free?", image: null });
    expect(box).toHaveValue("");
  });

  it("ignores empty and whitespace-only text, trimmed", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    await renderPage(<ChatInput onSend={onSend} />);
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "   {Enter}");
    await user.type(box, "{Shift>}{Enter}{/Shift}  {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.clear(box);
    await user.type(box, "  Hari Om  {Enter}");
    expect(onSend).toHaveBeenCalledWith({ text: "Hari Om", image: null });
  });

  it("keeps the text and says why when sending fails", async () => {
    const user = userEvent.setup();
    await renderPage(
      <ChatInput
        onSend={async () => {
          throw new Error("offline");
        }}
      />,
    );
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "Hello{Enter}");
    expect(box).toHaveValue("Hello");
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong!");
  });
});
