// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import english from "@/messages/en.json";
import { pickTexts } from "@/lib/i18n/feature-texts";

const logout = vi.fn(() => Promise.resolve());
vi.mock("@/components/session/auth-provider", () => ({ useAuth: () => ({ logout }) }));
vi.mock("next/link", () => ({ default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

const { LogoutView } = await import("./logout-view");

/** The prerendered page's HTML, hydrated in the browser, as a visitor gets it. */
async function renderView() {
  // The texts the /log_out page hands to its client part, and no others.
  const messages = pickTexts(english, ["auth.logout", "logoutConfirm"]);
  const view = (
    <NextIntlClientProvider locale="en" messages={messages}>
      <LogoutView locale="en" />
    </NextIntlClientProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(view);
  document.body.append(container);
  await act(async () => {
    render(view, { container, hydrate: true });
  });
}

afterEach(() => {
  cleanup();
  logout.mockClear();
});

describe("/log_out", () => {
  it("opened from another site asks first and signs out only after the click", async () => {
    Object.defineProperty(document, "referrer", { value: "https://elsewhere.example/", configurable: true });
    await renderView();
    expect(screen.getByText("Do you want to sign out of this site?")).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("You are signed out.")).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("opened from a page of this site signs out at once and says so", async () => {
    Object.defineProperty(document, "referrer", { value: `${location.origin}/en/dashboard`, configurable: true });
    await renderView();
    expect(await screen.findByText("You are signed out.")).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });
});
