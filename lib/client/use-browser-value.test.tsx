// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useBrowserValue } from "@/lib/client/use-browser-value";

function Referrer() {
  return <p>{useBrowserValue(() => `from ${document.title}`, "from the server")}</p>;
}

describe("useBrowserValue", () => {
  it("renders the server's value on the server and the browser's value in the browser", () => {
    document.title = "the tab";
    expect(renderToString(<Referrer />)).toContain("from the server");
    render(<Referrer />);
    expect(screen.getByText("from the tab")).toBeTruthy();
  });
});
