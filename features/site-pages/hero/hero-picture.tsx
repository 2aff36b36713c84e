import { getImageProps, type ImageLoader } from "next/image";
import { preload } from "react-dom";
import { heroImageUrl, heroSchemes, heroSrcSet, type HeroPicture as Picture } from "./hero-declaration";
import styles from "./hero.module.css";
import { systemMedia } from "./scheme-media";

const webpLoader: ImageLoader = ({ src, width }) => heroImageUrl(src, width, "webp", "light");

/**
 * A drawing rendered ahead of time (scripts/make-hero-images.mjs) at a few widths: AVIF where
 * the browser takes it, WebP otherwise, in its night palette when the page is dark. It belongs
 * to the first screen, so it loads at once.
 */
export function HeroPicture({ picture, alt, sizes }: { picture: Picture; alt: string; sizes: string }) {
  // Announced in the head, as next/image does for a priority image, so the download starts
  // before the body is parsed; browsers without AVIF skip it by its type and load the WebP.
  // Each version only under the colour preference that shows it, so a page loads one of them.
  for (const scheme of heroSchemes)
    preload(heroImageUrl(picture.name, picture.width, "avif", scheme), {
      as: "image",
      imageSrcSet: heroSrcSet(picture.name, "avif", scheme),
      imageSizes: sizes,
      type: "image/avif",
      media: systemMedia[scheme],
      fetchPriority: "high",
    });
  const { props } = getImageProps({
    src: picture.name,
    loader: webpLoader,
    alt,
    width: picture.width,
    height: picture.height,
    sizes,
    loading: "eager",
    fetchPriority: "high",
  });
  return (
    <picture className={styles.picture}>
      {/* The first <source> that matches wins: the night version while the page is dark, else the
          day's. The start-up script sets the media of every `data-scheme="dark"` source to the
          site's own dark-mode choice when the switch differs from the system. */}
      <source type="image/avif" srcSet={heroSrcSet(picture.name, "avif", "dark")} sizes={sizes} media={systemMedia.dark} data-scheme="dark" />
      <source type="image/webp" srcSet={heroSrcSet(picture.name, "webp", "dark")} sizes={sizes} media={systemMedia.dark} data-scheme="dark" />
      <source type="image/avif" srcSet={heroSrcSet(picture.name, "avif", "light")} sizes={sizes} />
      <source type="image/webp" srcSet={heroSrcSet(picture.name, "webp", "light")} sizes={sizes} />
      {/* getImageProps gives the sized <img> of next/image; <picture> adds the AVIF choice. */}
      <img {...props} alt={alt} className={styles.image} />
    </picture>
  );
}
