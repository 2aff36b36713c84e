import { getTranslations } from "next-intl/server";
import type { CSSProperties } from "react";
import { Fold } from "@/components/article/fold";
import { morphemeCategories } from "@/lib/tenancy/sites/morpheme-categories";
import type { BlockProps } from "./block-types";
import { CategoryShape } from "./category-shape";
import { BlockSection } from "./block-section";
import { blockLabels, blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * The morpheme categories with their colour, shape, role and German examples. On a phone the eight
 * colours and shapes, the game's brand, stand always as a compact sheet of chips (name, colour,
 * shape); what each does and its examples fold behind a switch: eight whole entries would stand a
 * screen and a half between the explanation and the rest of the page. A wide screen shows the
 * entries open and no chips (round 87: behind "Show all eight categories" a phone saw the colours
 * only as the header's thin stripe).
 */
export async function CategoriesBlock({ block, context }: BlockProps<"categories">) {
  const t = await blockTexts(context, "categories");
  const labels = await blockLabels(context, "categories");
  const names = await getTranslations({ locale: context.locale, namespace: "morpheme.categories" });
  return (
    <BlockSection context={context} heading={t("heading")}>
      <ul data-category-chips="">
        {morphemeCategories.map((category) => (
          <li key={category.id} data-category-chip={category.id} style={{ "--category": category.colour } as CSSProperties}>
            <CategoryShape shape={category.shape} colour={category.colour} />
            {names(category.id)}
          </li>
        ))}
      </ul>
      <Fold labels={{ more: t("fold.more"), less: t("fold.less") }} kind="block">
        <ul className={styles.categories} data-categories="">
          {morphemeCategories.map((category) => (
            <li key={category.id} className={styles.category} data-category={category.id} style={{ "--category": category.colour } as CSSProperties}>
              <CategoryShape shape={category.shape} colour={category.colour} />
              <div>
                {/* The colour and shape in words on a line of their own under the name: beside it, in
                    brackets, they wrapped mid-phrase in a quarter-width card ("arrow to | the right"). */}
                <p className={styles.entryTitle}>
                  {names(category.id)}
                  <span className={styles.categoryLook}>
                    {labels(`colours.${category.colourName}`)}, {labels(`shapes.${category.shape}`)}
                  </span>
                </p>
                <p className={styles.categoryText}>{t(`descriptions.${category.id}`)}</p>
                <p className={styles.note}>
                  {labels("examples")}:{" "}
                  {(block.examples[category.id] ?? []).map((example, index) => (
                    <span key={example}>
                      {index > 0 ? ", " : null}
                      <span lang="de" className={styles.morpheme}>
                        {example}
                      </span>
                    </span>
                  ))}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Fold>
    </BlockSection>
  );
}
