// use-intl's message formatter on the server (next.config.ts aliases `use-intl/format-message`
// to this file; the browser gets use-intl's formatter of compiled texts alone). Server
// components format the ICU sources of the message files with the full formatter; client
// components rendered on the server get the compiled texts of FeatureTexts (arrays; a string
// there is a text without arguments, which both formatters return as it is).
// The files are named by path: the package's own name is the alias.
import formatSource from "../../node_modules/use-intl/dist/esm/production/format-message/index.js";
import formatCompiled from "../../node_modules/use-intl/dist/esm/production/format-message/format-only.js";

export default function formatMessage(...args) {
  return typeof args[1] === "string" ? formatSource(...args) : formatCompiled(...args);
}
// Tells use-intl that `t.raw` hands out the texts as written.
formatMessage.raw = true;
