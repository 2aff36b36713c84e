import { z } from "zod";

/**
 * What the 404 page and the notices name: the host and the path as the visitor asked for them.
 * The middleware puts them into the page's query (routing.ts); a request that skipped it may send
 * anything, so the values are bounded here and React escapes them.
 */
const noticeQuery = z.object({
  host: z.string().max(260).catch(""),
  path: z.string().max(300).catch("/"),
});

export type NoticeRequest = z.infer<typeof noticeQuery>;

/** What the 404 page and the notices receive from the router. */
export interface NoticePageProps {
  params: Promise<{ site: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function noticeRequestOf(searchParams: Record<string, string | string[] | undefined>): NoticeRequest {
  return noticeQuery.parse({ host: searchParams.host ?? "", path: searchParams.path ?? "/" });
}

/** "/de/foo" → "/foo": the path without its language. */
export function pathWithoutLocale(path: string, locale: string): string {
  if (path === `/${locale}`) return "/";
  return path.startsWith(`/${locale}/`) ? path.slice(locale.length + 1) : path;
}
