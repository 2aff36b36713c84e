import type { PageBlock } from "../data/types";
import { AddressBlock } from "./address-block";
import { AudioBlock } from "./audio-block";
import type { BlockContext, RouteBlockViews } from "./block-types";
import { CardsBlock } from "./cards-block";
import { CategoriesBlock } from "./categories-block";
import { ContactBlock } from "./contact-block";
import { CvBlock } from "./cv-block";
import { DonationBlock } from "./donation-block";
import { EventsBlock } from "./events-block";
import { GalleryBlock } from "./gallery-block";
import { IllustrationBlock } from "./illustration-block";
import { KeyFactsBlock } from "./key-facts-block";
import { NewsBlock } from "./news-block";
import { PeopleBlock } from "./people-block";
import { PressBlock } from "./press-block";
import { PropertyBlock } from "./property-block";
import { PullQuoteBlock } from "./pull-quote-block";
import { QuotationBlock } from "./quotation-block";
import { SkillsBlock } from "./skills-block";
import { VideosBlock } from "./videos-block";
import { WordSumBlock } from "./word-sum-block";

/** A block whose view its own route hands in; on any other page the site's data placed it wrongly (the build's prerendering stops). */
function routeBlockView(kind: keyof RouteBlockViews, context: BlockContext) {
  const view = context.routeBlocks?.[kind];
  if (view === undefined) throw new Error(`the ${kind} block shows only on its own route, not on ${context.site}'s page "${context.page}"`);
  return view;
}

/** The component of each kind of page furniture; the site data decides which appear where. */
export function RenderBlock({ block, context }: { block: PageBlock; context: BlockContext }) {
  switch (block.kind) {
    case "keyFacts":
      return <KeyFactsBlock block={block} context={context} />;
    case "cards":
      return <CardsBlock block={block} context={context} />;
    case "cv":
      return <CvBlock block={block} context={context} />;
    case "skills":
      return <SkillsBlock block={block} context={context} />;
    case "contact":
      return <ContactBlock block={block} context={context} />;
    case "address":
      return <AddressBlock block={block} context={context} />;
    case "people":
      return <PeopleBlock block={block} context={context} />;
    case "videos":
      return <VideosBlock block={block} context={context} />;
    case "news":
      return <NewsBlock block={block} context={context} />;
    case "press":
      return <PressBlock block={block} context={context} />;
    case "audio":
      return <AudioBlock block={block} context={context} />;
    case "donation":
      return <DonationBlock block={block} context={context} />;
    case "events":
      return <EventsBlock block={block} context={context} />;
    case "dailyGospel":
      return routeBlockView(block.kind, context);
    case "gallery":
      return <GalleryBlock block={block} context={context} />;
    case "property":
      return <PropertyBlock block={block} context={context} />;
    case "categories":
      return <CategoriesBlock block={block} context={context} />;
    case "wordSum":
      return <WordSumBlock block={block} />;
    case "pullQuote":
      return <PullQuoteBlock block={block} context={context} />;
    case "quotation":
      return <QuotationBlock block={block} context={context} />;
    case "illustration":
      return <IllustrationBlock block={block} context={context} />;
  }
}
