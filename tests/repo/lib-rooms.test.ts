import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The folders of lib/ ("rooms") import each other only one way: a loop would make neither of its
// rooms understandable, testable or movable without the other.

const CODE = /\.(ts|tsx|mjs|js)$/;
const SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    // Tests may reach across rooms to set a scene; declarations repeat their module.
    return CODE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.mts") ? [path] : [];
  });
}

const roomOf = (path: string) => relative("lib", path).split("/")[0] ?? "";

/** Room → the rooms its code imports, with one file that does it for each arrow. */
function roomArrows(): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>();
  for (const file of codeFiles("lib")) {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = specifier!.startsWith("@/lib/") ? join("lib", specifier!.slice(6)) : specifier!.startsWith(".") ? relative(".", resolve(dirname(file), specifier!)) : undefined;
      if (!target?.startsWith("lib/") || roomOf(target) === roomOf(file)) continue;
      const from = arrows.get(roomOf(file)) ?? new Map<string, string>();
      if (!from.has(roomOf(target))) from.set(roomOf(target), file);
      arrows.set(roomOf(file), from);
    }
  }
  return arrows;
}

/** Every loop of rooms, each written as the path of files that closes it. */
function loops(arrows: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const visit = (room: string, path: string[]) => {
    for (const [next, file] of arrows.get(room) ?? []) {
      const start = path.indexOf(next);
      // Each loop once: reported from its alphabetically first room.
      if (start === 0 && path.every((member) => member >= path[0]!)) found.push([...path, next].join(" → ") + ` (${file})`);
      else if (start < 0 && next > path[0]!) visit(next, [...path, next]);
    }
  };
  for (const room of [...arrows.keys()].sort()) visit(room, [room]);
  return found;
}

describe("the rooms of lib/", () => {
  it("import each other without loops", () => {
    expect(loops(roomArrows())).toEqual([]);
  });

  it("the check sees a loop when there is one", () => {
    const arrows = new Map([
      ["auth", new Map([["mail", "lib/auth/registration.ts"]])],
      ["mail", new Map([["auth", "lib/mail/send.ts"]])],
    ]);
    expect(loops(arrows)).toEqual(["auth → mail → auth (lib/mail/send.ts)"]);
  });

  it("reads the real arrows: auth uses the database", () => {
    expect(roomArrows().get("auth")?.has("db")).toBe(true);
  });
});
