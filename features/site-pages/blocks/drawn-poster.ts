/**
 * The drawings that stand for a video's poster (`/images/{name}.jpg`, the specification's path):
 * `/images/{name}.svg` and its night version `/images/{name}-dark.svg`, both rendered with the
 * JPEG by scripts/make-poster-images.mjs.
 */
export function drawnPoster(poster: string): { light: string; dark: string } {
  const match = /^(\/images\/[a-z0-9-]+)\.jpg$/.exec(poster);
  if (!match) throw new Error(`${poster}: a video poster is /images/{name}.jpg`);
  return { light: `${match[1]}.svg`, dark: `${match[1]}-dark.svg` };
}
