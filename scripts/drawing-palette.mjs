// The night version of a drawing: scripts/hero-art/<name>.dark.json (and posters/<name>.dark.json)
// map the drawing's colours to its dark palette; colours a map does not name stay.

/** The drawing with every colour of the palette replaced (`#abc` and `#aabbcc`, any case). */
export function recolour(svg, palette) {
  const dark = new Map(Object.entries(palette).map(([light, night]) => [light.toLowerCase(), night]));
  return svg.replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (colour) => dark.get(colour.toLowerCase()) ?? colour);
}
