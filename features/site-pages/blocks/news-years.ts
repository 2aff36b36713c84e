/** A dated news item (`YYYY-MM-DD`). */
interface Dated {
  readonly date: string;
}

/**
 * The items of `year` (or later) as the latest news, older ones as the archive, each newest first:
 * a list whose newest item is from a past year is shown as an archive, so the site doesn't read as
 * abandoned while nothing new has happened.
 */
export function newsByYear<Item extends Dated>(items: readonly Item[], year: number): { latest: Item[]; archive: Item[] } {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date));
  const isCurrent = (item: Item) => Number(item.date.slice(0, 4)) >= year;
  return { latest: sorted.filter(isCurrent), archive: sorted.filter((item) => !isCurrent(item)) };
}
