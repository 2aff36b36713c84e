import { SitePage } from "@/features/site-pages/server";
import { memberMetadata } from "../../../../member-metadata";
import { keptPage } from "../../kept-page";

const PATH = "/intern/1971";

export const generateMetadata = memberMetadata(PATH);

/** A members-only article of the site, with its blocks like a public page. */
export default keptPage(PATH, ({ view, locale }) => <SitePage site={view.id} locale={locale} page="intern1971" />);
