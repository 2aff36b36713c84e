import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeSiteSheets } from "./write-site-sheets.mjs";

function buildFolder() {
  const next = mkdtempSync(join(tmpdir(), "site-sheets-"));
  const write = (path: string, text: string) => {
    mkdirSync(join(next, path, ".."), { recursive: true });
    writeFileSync(join(next, path), text);
  };
  write("server/app/forum/en.html", '<div data-hero-layout="notice"></div>');
  write("server/app/forum/en/2024.html", "<p></p>");
  write("server/app/vault/en.html", '<div data-hero-layout="memorial"></div>');
  // Route templates and framework pages are not sites; a site with no prerendered page has no known frame.
  write("server/app/[site]/[locale].html", '<div data-hero-layout="typographic"></div>');
  write("server/app/_not-found.html", "<p></p>");
  mkdirSync(join(next, "server/app/unknown"), { recursive: true });
  write("static/chunks/a.css", ".x{color:red}[data-hero-layout=notice] .t{color:green}[data-hero-layout=memorial] .t{color:grey}");
  write("static/chunks/b.css", ".y{color:blue}");
  write("static/chunks/c.js", "[data-hero-layout=memorial]");
  return next;
}

describe("the sites' own style sheets after the build", () => {
  it("writes each site's copy of a sheet that holds other sites' rules, and lists it", () => {
    const next = buildFolder();
    const manifest = writeSiteSheets(next);
    expect(manifest).toEqual({ forum: ["chunks/a.css"], vault: ["chunks/a.css"] });
    expect(readFileSync(join(next, "static/sites/forum/chunks/a.css"), "utf8")).toBe(".x{color:red}[data-hero-layout=notice] .t{color:green}");
    expect(readFileSync(join(next, "static/sites/vault/chunks/a.css"), "utf8")).toBe(".x{color:red}[data-hero-layout=memorial] .t{color:grey}");
  });

  it("leaves a sheet with nothing to take out, scripts, route templates and sites without pages alone", () => {
    const next = buildFolder();
    writeSiteSheets(next);
    expect(existsSync(join(next, "static/sites/forum/chunks/b.css"))).toBe(false);
    expect(existsSync(join(next, "static/sites/[site]"))).toBe(false);
    expect(existsSync(join(next, "static/sites/unknown"))).toBe(false);
    expect(existsSync(join(next, "static/sites/forum/chunks/c.js"))).toBe(false);
  });
});
