import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "@/components/session/auth-provider";

function Probe() {
  const { loading, user } = useAuth();
  return <p>{loading ? "loading" : (user?.name ?? "signed out")}</p>;
}

describe("useAuth", () => {
  it("outside the provider throws the specification's text word for word", () => {
    expect(() => renderToString(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("inside the provider starts in the loading state (the server render of every page)", () => {
    expect(
      renderToString(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toBe("<p>loading</p>");
  });
});
