// The start page of every site in three languages and one missing page: the request mix of the
// memory benchmarks (autocannon `requests`, cycled). The sites are the registry's, spelled out for plain Node.
export const siteNames = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"];

export function startPageRequests(port, { withMissing = true } = {}) {
  const requests = siteNames.flatMap((site) =>
    ["en", "de", "ar"].map((locale) => ({ method: "GET", path: `/${locale}`, headers: { host: `${site}.localhost:${port}` } })),
  );
  if (withMissing) requests.push({ method: "GET", path: "/en/no-such-page", headers: { host: `forum.localhost:${port}` } });
  return requests;
}
