"use client";

import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { shapeOf, textColourOn, type CategorySetting } from "./model/category-settings";
import { ShapeIcon } from "./shape-icon";
import styles from "./morpheme-game.module.css";

/**
 * Each category's colour and shape with its name. A phone folds the eight behind their heading (the
 * shared fold's switch, app/globals.css .disclosure): stacked they stood 400 px deep in Tamil between
 * the game and the teachers' corner, and the blocks already carry their colours and shapes. A wider
 * screen shows them open under a plain heading.
 */
export function CategoryLegend({ categories }: { categories: readonly CategorySetting[] }) {
  const t = useTranslations("morphemeGame");
  return (
    <section className={styles.legend} aria-labelledby="morpheme-legend-heading">
      <details className={`disclosure ${styles.legendFold}`}>
        <summary id="morpheme-legend-heading">
          <h3>{t("legendHeading")}</h3>
        </summary>
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
      </details>
    </section>
  );
}
