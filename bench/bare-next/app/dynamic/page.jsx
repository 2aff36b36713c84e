import { cookies } from "next/headers";

// The floor of a signed-in page (bench/dashboard.mjs, bench/public-page.mjs): rendered per request
// because it reads a cookie, with nothing else of ours in it.
export default async function DynamicPage() {
  const visitor = (await cookies()).get("visitor")?.value ?? "guest";
  return (
    <main>
      <h1>Hello, {visitor}</h1>
      <p>Rendered for this request: what the framework alone costs a dynamic page.</p>
    </main>
  );
}
