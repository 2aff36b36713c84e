import type { ReactNode } from "react";
import { HeadingFold } from "@/components/article/fold";
import type { BlockContext } from "./block-types";
import { Heading } from "./heading";
import styles from "./blocks.module.css";

/** A block's frame: a section named by its heading, h2 on its own or h3 inside an article section. */
export function BlockSection({
  context,
  heading,
  boxed = false,
  card = false,
  children,
}: {
  context: BlockContext;
  heading: string;
  /** Framed like a card, for summaries of figures. */
  boxed?: boolean;
  /** In the site's card shape (the shared `card` class), for a block that stands on its own. */
  card?: boolean;
  children: ReactNode;
}) {
  const headingId = `${context.id}-heading`;
  const className = [styles.block, boxed ? styles.keyFacts : "", card ? `card ${styles.cardBlock}` : ""].filter(Boolean).join(" ");
  const title = (
    <Heading level={context.headingLevel} id={headingId}>
      {heading}
    </Heading>
  );
  return (
    <section className={className} aria-labelledby={headingId} data-block="" data-beside={context.beside ? "" : undefined} data-section-panel={context.panel ? "" : undefined}>
      {context.foldOnPhone ? (
        <HeadingFold heading={title}>{children}</HeadingFold>
      ) : (
        <>
          {title}
          {children}
        </>
      )}
    </section>
  );
}
