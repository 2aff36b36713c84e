import Image from "next/image";
import Link from "next/link";
import type { DuckLook } from "@/lib/tenancy/sites/types";

interface DuckLinkProps {
  href: string;
  label: string;
  /**
   * `callout`: the coloured duck beside its invitation, closing a page. Every other look draws the
   * duck in outline, for the sites where a yellow duck would jar; CSS gives each its site's form.
   */
  look?: DuckLook;
  /** The entry a signed-in member sees in its place (to the overview, not the sign-in). */
  forMember?: boolean;
}

/**
 * The duck of the internal area: clicked to enter the internal area (it leads to the login). Not
 * prefetched: the login route's code is for the few who sign in, not for every page view.
 */
export function DuckLink({ href, label, look = "callout", forMember = false }: DuckLinkProps) {
  return (
    <Link href={href} prefetch={false} className={`duck-link duck-${look}`} data-testid={forMember ? "member-duck-link" : "duck-link"} data-for-member={forMember || undefined}>
      {look === "callout" ? <Image src="/images/duck.svg" width={56} height={56} alt="" unoptimized loading="eager" /> : <EngravedDuck />}
      <span>{label}</span>
    </Link>
  );
}

/** The duck of /images/duck.svg as a line drawing in the current colour, like an engraving. */
function EngravedDuck() {
  return (
    <svg className="duck-engraving" viewBox="6 12 88 76" width="30" height="26" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" strokeLinecap="round">
      <path d="M14 56C10 48 11 40 14 35C18 41 22 44 29 46" />
      <path d="M44 45C48 46 52 48 58 48C70 48 82 52 82 64C82 76 68 84 48 84C26 84 12 74 12 58C12 49 20 44 32 44" />
      <path d="M46 46C43 42 42 37 42 32C42 22 50 14 60 14C70 14 78 22 78 30" />
      <path d="M76 31C82 28 90 30 90 34C90 37 86 38 82 38C86 39 88 41 85 43C80 45 75 43 73 40" />
      <path d="M30 61C38 54 52 55 60 61C53 69 38 70 30 61Z" />
      <circle cx="63" cy="27" r="3" fill="currentColor" stroke="none" />
    </svg>
  );
}
