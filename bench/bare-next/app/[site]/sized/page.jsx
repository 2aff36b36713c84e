// The floor of a public page (bench/public-page.mjs): a prerendered page of about the size of
// the forum's /en/2024 (≈ 68 kB of HTML with its inline RSC payload), with nothing of ours in it,
// under a dynamic segment prerendered for its one value, as the product's [domain] segment is.
export function generateStaticParams() {
  return [{ site: "site" }];
}

export const dynamicParams = false;
const paragraphs = Array.from({ length: 150 }, (_, index) => `Paragraph ${index + 1}: a prerendered page of plain text, as long as a real one, so that the bytes written per request match.`);

export default function SizedPage() {
  return (
    <main>
      <h1>A page of real size</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
