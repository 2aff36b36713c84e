import { startUpScript } from "@/lib/client/start-up-script";

/** Inline, so it runs before the first paint; the CSP allows it by its hash. */
export function StartUpScript() {
  return <script dangerouslySetInnerHTML={{ __html: startUpScript }} />;
}
