import { getDataTexts } from "@/lib/i18n/data-texts";
import { VideoPlayer } from "@/components/lazy/page-widgets";
import { LinkIcon } from "@/components/media/link-icon";
import playerClasses from "@/components/media/media-player.module.css";
import { PlayIcon } from "@/components/media/play-icon";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { VideoPoster } from "./video-poster";
import styles from "./blocks.module.css";

/** Videos with poster and copy-link icon. */
export async function VideosBlock({ block, context }: BlockProps<"videos">) {
  const t = await getDataTexts(context.locale, "media");
  const pictures = await getDataTexts(context.locale, "pictures");
  return (
    <BlockSection context={context} heading={t("videosHeading")}>
      <ul className={styles.videos}>
        {block.videos.map((video) => {
          const title = t(`videos.${video.id}.title`);
          return (
            <li key={video.id}>
              <VideoPlayer
                src={video.src}
                poster={<VideoPoster poster={video.poster} alt={pictures(`posters.${video.id}`)} />}
                title={title}
                description={t(`videos.${video.id}.description`)}
                labels={{ copyLink: t("copyLink"), linkCopied: t("linkCopied"), play: t("play", { title }) }}
                classes={playerClasses}
                icons={{ play: <PlayIcon size={64} />, link: <LinkIcon /> }}
              />
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
