import type { ReactNode } from "react";

export function Heading({ level, id, className, children }: { level: 2 | 3 | 4; id?: string; className?: string; children: ReactNode }) {
  const Tag = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
