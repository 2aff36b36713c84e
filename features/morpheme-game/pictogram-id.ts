/** The sprite's symbols are `#morpheme-picture-<id>`; the game's pictures point at them. */
export const pictogramHref = (id: string) => `#morpheme-picture-${id}`;
