"use client";

import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { shapeOf, textColourOn, type CategorySetting } from "./model/category-settings";
import { ShapeIcon } from "./shape-icon";
import styles from "./morpheme-game.module.css";

/** Each category's colour and shape with its name. */
export function CategoryLegend({ categories }: { categories: readonly CategorySetting[] }) {
  const t = useTranslations("morphemeGame");
  return (
    <section className={styles.legend} aria-labelledby="morpheme-legend-heading">
      <h3 id="morpheme-legend-heading">{t("legendHeading")}</h3>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <span className={styles.swatch} style={{ "--block-colour": category.colour, "--block-text": textColourOn(category.colour) } as CSSProperties}>
              <ShapeIcon shape={shapeOf(category.id)} />
            </span>
            {category.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
