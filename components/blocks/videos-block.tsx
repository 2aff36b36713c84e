import { getDataTexts } from "@/lib/i18n/data-texts";
import { VideoPlayer } from "@/components/lazy/page-widgets";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import styles from "./blocks.module.css";

/** Videos with poster and copy-link icon. */
export async function VideosBlock({ block, context }: BlockProps<"videos">) {
  const t = await getDataTexts(context.locale, "media");
  const labels = { copyLink: t("copyLink"), linkCopied: t("linkCopied") };
  return (
    <BlockSection context={context} heading={t("videosHeading")}>
      <ul className={styles.videos}>
        {block.videos.map((video) => (
          <li key={video.id}>
            <VideoPlayer
              src={video.src}
              poster={video.poster}
              title={t(`videos.${video.id}.title`)}
              description={t(`videos.${video.id}.description`)}
              labels={labels}
            />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
