import Image from "next/image";
import Link from "next/link";
import type { DuckDrawing as DuckDrawingKind, DuckLook } from "@/lib/tenancy/sites/types";
import { DuckDrawing } from "./duck-drawing";

interface DuckLinkProps {
  href: string;
  label: string;
  /**
   * `callout`: the coloured duck beside its invitation (a members' page's, or the playful footer's). Every other look draws the
   * duck in outline, for the sites where a yellow duck would jar; CSS gives each its site's form.
   */
  look?: DuckLook;
  /** The footer duck's drawing in the site's hand (the call-out always shows the bath duck). */
  drawing?: DuckDrawingKind;
  /** The entry a signed-in member sees in its place (to the overview, not the sign-in). */
  forMember?: boolean;
}

/**
 * The duck of the internal area: clicked to enter the internal area (it leads to the login). Not
 * prefetched: the login route's code is for the few who sign in, not for every page view.
 */
export function DuckLink({ href, label, look = "callout", drawing = "rubber", forMember = false }: DuckLinkProps) {
  return (
    <Link href={href} prefetch={false} className={`duck-link duck-${look}`} data-testid={forMember ? "member-duck-link" : "duck-link"} data-for-member={forMember || undefined}>
      {look === "callout" ? <Image src="/images/duck.svg" width={56} height={56} alt="" unoptimized loading="eager" /> : <DuckDrawing drawing={drawing} />}
      <span>{label}</span>
    </Link>
  );
}
