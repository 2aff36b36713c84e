import { AudioPlayer } from "@/components/lazy/page-widgets";
import playerClasses from "@/components/media/media-player.module.css";
import { formatDate, formatDuration } from "@/lib/format/intl";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockLabels, blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/** A radio feature: the recording, when and where it was broadcast, and a transcript. */
export async function AudioBlock({ block, context }: BlockProps<"audio">) {
  const t = await blockTexts(context, "audio");
  const labels = await blockLabels(context, "audio");
  const { audio } = block;
  return (
    <BlockSection context={context} heading={labels("heading")}>
      <figure className={styles.audio}>
        <figcaption>
          <span className={styles.entryTitle}>{t("title")}</span>
          <span className={styles.note}>
            {/* The dot stays with the broadcast (a no-break space before it): where the length takes
                a line of its own, a line that began "· length" read as a fault (round 78). */}
            {labels("broadcast", { station: audio.station, date: formatDate(audio.broadcast, context.locale) })}{"\u00a0· "}
            {/* The length a phrase of its own: "length / 34 sec" broke at its space (round 77). */}
            <span className={styles.nowrap}>{labels("duration", { duration: formatDuration(audio.seconds, context.locale) })}</span>
          </span>
        </figcaption>
        <AudioPlayer src={audio.src} title={t("title")} labels={{ play: labels("play"), download: labels("download") }} classes={playerClasses} />
      </figure>
      <p>{t("summary")}</p>
      <details className={styles.transcript}>
        <summary>{labels("transcript")}</summary>
        <p>{t("transcript")}</p>
      </details>
    </BlockSection>
  );
}
