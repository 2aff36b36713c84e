// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StartUpScript } from "@/components/shell/start-up-script";
import { startUpScript } from "@/lib/client/start-up-script";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the start-up script's component", () => {
  it("writes the whole script into the server's HTML", async () => {
    // The server has no window: the component renders the script's text.
    vi.stubGlobal("window", undefined);
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<StartUpScript />);
    vi.unstubAllGlobals();
    expect(html).toBe(`<script>${startUpScript}</script>`);
  });

  it("keeps the server's script through hydration, though the browser's copy carries no text", async () => {
    const container = document.createElement("div");
    container.innerHTML = `<script>${startUpScript}</script>`;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      render(<StartUpScript />, { container, hydrate: true });
    });
    expect(container.querySelector("script")?.textContent).toBe(startUpScript);
    expect(errors).not.toHaveBeenCalled();
  });
});
