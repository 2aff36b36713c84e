/** Reached only by requests the middleware did not rewrite (it rewrites every page request). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Error 404 File not found!</h1>
        </main>
      </body>
    </html>
  );
}
