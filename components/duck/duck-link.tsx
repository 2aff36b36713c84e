import Image from "next/image";
import Link from "next/link";
import styles from "@/components/forms/forms.module.css";

/**
 * The duck of the internal area: clicked to enter the internal area (it leads to the login). Not
 * prefetched: the login route's code is for the few who sign in, not for every page view.
 */
export function DuckLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} prefetch={false} className={styles.duck} data-testid="duck-link">
      <Image src="/images/duck.svg" width={56} height={56} alt="" unoptimized loading="eager" />
      <span>{label}</span>
    </Link>
  );
}
