import { getImageProps, type ImageLoader } from "next/image";
import { preload } from "react-dom";
import { heroImageUrl, heroSrcSet, type HeroPicture as Picture } from "./hero-declaration";
import styles from "./hero.module.css";

const webpLoader: ImageLoader = ({ src, width }) => heroImageUrl(src, width, "webp");

/**
 * A drawing rendered ahead of time (scripts/make-hero-images.mjs) at a few widths: AVIF where
 * the browser takes it, WebP otherwise. It belongs to the first screen, so it loads at once.
 */
export function HeroPicture({ picture, alt, sizes }: { picture: Picture; alt: string; sizes: string }) {
  // Announced in the head, as next/image does for a priority image, so the download starts
  // before the body is parsed; browsers without AVIF skip it by its type and load the WebP.
  preload(heroImageUrl(picture.name, picture.width, "avif"), {
    as: "image",
    imageSrcSet: heroSrcSet(picture.name, "avif"),
    imageSizes: sizes,
    type: "image/avif",
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
      <source type="image/avif" srcSet={heroSrcSet(picture.name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={heroSrcSet(picture.name, "webp")} sizes={sizes} />
      {/* getImageProps gives the sized <img> of next/image; <picture> adds the AVIF choice. */}
      <img {...props} alt={alt} className={styles.image} />
    </picture>
  );
}
