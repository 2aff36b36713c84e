import type { ReactNode } from "react";
import { RenderBlock } from "../blocks/render-block";
import type { ArticleSlots } from "@/components/article/article";
import type { Locale } from "@/lib/i18n/locales";
import type { PageBlock } from "../data/types";
import type { RouteBlockViews } from "../blocks/block-types";

interface Placement {
  readonly site: string;
  readonly locale: Locale;
  readonly page: string;
  readonly facts: Readonly<Record<string, string>>;
  readonly sectionCount: number;
  readonly borrowed?: boolean;
  readonly routeBlocks?: RouteBlockViews;
  /**
   * A block `beside` its section stands in the column beside the text at that section's height (an
   * inner page). Without (a start page, whose body composition pins it) it stays in the section.
   */
  readonly besideColumn?: boolean;
}

/** The article's slots, and the blocks after the lead that go before the page's list of sections. */
interface PlacedBlocks extends ArticleSlots {
  readonly beforeContents: readonly ReactNode[];
}

/**
 * Sorts a page's blocks into the article's slots; a block past the last section goes to the end.
 * A block shown elsewhere is left out as `undefined`, so the others keep their ids.
 */
export function placeBlocks(blocks: readonly (PageBlock | undefined)[], { site, locale, page, facts, sectionCount, borrowed, routeBlocks, besideColumn = false }: Placement): PlacedBlocks {
  const beforeContents: ReactNode[] = [];
  const afterLead: ReactNode[] = [];
  const aside: ReactNode[] = [];
  const asideEnd: ReactNode[] = [];
  const wide: ReactNode[] = [];
  const end: ReactNode[] = [];
  const sectionStart: Record<number, ReactNode[]> = {};
  const sectionEnd: Record<number, ReactNode[]> = {};
  const sectionBeside: Record<number, ReactNode[]> = {};
  blocks.forEach((block, index) => {
    if (!block) return;
    const inSection = typeof block.at === "number" && block.at >= 1 && block.at <= sectionCount;
    const element = (
      <RenderBlock
        key={`${block.kind}-${index}`}
        block={block}
        context={{ site, locale, page, facts, borrowed, routeBlocks, headingLevel: inSection ? 3 : 2, id: `${block.kind}-${index}`, foldOnPhone: block.foldOnPhone, beside: block.beside, panel: block.panel }}
      />
    );
    if (block.at === 0) (block.first ? beforeContents : afterLead).push(element);
    else if (block.at === "aside") aside.push(element);
    else if (block.at === "asideEnd") asideEnd.push(element);
    else if (block.at === "wide") wide.push(element);
    else if (inSection && typeof block.at === "number" && block.beside && besideColumn) (sectionBeside[block.at] ??= []).push(element);
    else if (inSection && typeof block.at === "number") ((block.first ? sectionStart : sectionEnd)[block.at] ??= []).push(element);
    else end.push(element);
  });
  return { beforeContents, afterLead, sectionStart, sectionEnd, end, ...(Object.keys(sectionBeside).length > 0 ? { sectionBeside } : {}), ...(aside.length > 0 ? { aside } : {}), ...(asideEnd.length > 0 ? { asideEnd } : {}), ...(wide.length > 0 ? { wide } : {}) };
}
