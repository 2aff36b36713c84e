// The floor of Lighthouse: a bare Next.js App Router page of the version the product uses.
export const metadata = { title: "Bare Next.js page", description: "The framework's own floor for Lighthouse." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
