export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>One heading and one paragraph, prerendered: what the framework alone costs a browser.</p>
    </main>
  );
}
