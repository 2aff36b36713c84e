"use client";

import { useAuth } from "@/components/session/auth-provider";
import { MEMBER_NAME_SLOT } from "./member-name-slot";

/** The signed-in member's name as the browser's auth state holds it: a kept page is the same for many members. */
export function MemberName() {
  const { user } = useAuth();
  return <span data-testid="member-name">{user?.name ?? ""}</span>;
}

/** A text formatted with MEMBER_NAME_SLOT for its name, with the member's name in that place. */
export function NamedText({ text }: { text: string }) {
  const [before, ...after] = text.split(MEMBER_NAME_SLOT);
  return (
    <>
      {before}
      {after.length ? <MemberName /> : null}
      {after.join("")}
    </>
  );
}
