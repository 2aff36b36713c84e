/**
 * The name of an area of the board. How to use it is said once, after the board (KeyHints): the
 * board comes first, and the area names it by `aria-describedby`.
 */
export function AreaHeading({ id, title }: { id: string; title: string }) {
  return <h3 id={id}>{title}</h3>;
}
