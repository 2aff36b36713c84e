import type { SessionLevel } from "@/lib/db/sessions";

/**
 * What a members' page kept for several members may show differently: the level of the
 * session, the operator's entitlement and the editor role on the site. Everything else a page
 * says about one member (her name, her token's times) the browser fills in from its auth state.
 */
export interface MemberAccess {
  readonly level: SessionLevel;
  readonly entitled: boolean;
  readonly editor: boolean;
}

/** The names of the accesses, as the path segment of a kept members' page carries them. */
export const MEMBER_ACCESS_NAMES = ["shared", "personal", "personal-entitled", "personal-editor", "personal-entitled-editor"] as const;
export type MemberAccessName = (typeof MEMBER_ACCESS_NAMES)[number];

/** A shared access is never entitled nor an editor: those belong to personal accounts. */
export function accessName(access: MemberAccess): MemberAccessName {
  if (access.level === "shared") return "shared";
  return `personal${access.entitled ? "-entitled" : ""}${access.editor ? "-editor" : ""}` as MemberAccessName;
}

export function accessOfName(name: string): MemberAccess | undefined {
  if (!(MEMBER_ACCESS_NAMES as readonly string[]).includes(name)) return undefined;
  const [level, ...grants] = name.split("-");
  return { level: level as SessionLevel, entitled: grants.includes("entitled"), editor: grants.includes("editor") };
}
