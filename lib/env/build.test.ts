import { describe, expect, it } from "vitest";
import { siteHostsSnapshot } from "@/lib/env/build";
import { siteHostsVariable } from "@/lib/env/hosts";
import { startupProblems } from "@/lib/env/server-env";
import { siteIds } from "@/lib/env/site-ids";

const portProblems = (env: Record<string, string>, built: Record<string, string>) =>
  startupProblems(env, siteHostsSnapshot(built)).filter((line) => line.startsWith("PUBLIC_PORT:"));

describe("start-up refuses a public port other than the build's (local canonical URLs carry it)", () => {
  it("stops `PORT=3998 npm start` of a build made for port 3000, and says what to do", () => {
    const [problem, ...more] = portProblems({ PORT: "3998" }, {});
    expect(more).toEqual([]);
    expect(problem).toContain("this server's public port is 3998");
    expect(problem).toContain("the build used 3000");
    expect(problem).toContain("build again with PUBLIC_PORT=3998");
  });

  it("starts on the build's public port, also when PORT differs behind it", () => {
    expect(portProblems({ PORT: "3998", PUBLIC_PORT: "3998" }, { PUBLIC_PORT: "3998" })).toEqual([]);
    expect(portProblems({ PORT: "8080", PUBLIC_PORT: "3000" }, {})).toEqual([]);
    expect(portProblems({}, { PORT: "3000" })).toEqual([]);
  });

  it("does not care about the port when every site has its own host", () => {
    const hosts = Object.fromEntries(siteIds.map((id) => [siteHostsVariable(id), `${id}.example.org`]));
    expect(portProblems({ ...hosts, PORT: "3998" }, hosts)).toEqual([]);
  });

  it("lets a server built before the port was recorded start", () => {
    const olderSnapshot = JSON.stringify(Object.fromEntries(siteIds.map((id) => [siteHostsVariable(id), ""])));
    expect(startupProblems({ PORT: "3998" }, olderSnapshot)).toEqual([]);
  });
});
