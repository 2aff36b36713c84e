import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/** The owner's skill labels in groups; the names of products are not translated. */
export async function SkillsBlock({ block, context }: BlockProps<"skills">) {
  const t = await blockTexts(context, "skills");
  return (
    <BlockSection context={context} heading={t("heading")}>
      <dl className={styles.skillGroups}>
        {block.groups.map((group) => (
          <div key={group.id}>
            <dt>{t(`groups.${group.id}`)}</dt>
            <dd>
              <ul className={styles.tags}>
                {group.skills.map((skill) => (
                  <li key={skill} lang="en" dir="ltr">
                    {skill}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
