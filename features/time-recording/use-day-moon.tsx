"use client";

import { useCallback, useRef, type ReactNode } from "react";
import { moonPhaseOfDay, type DayMoonPhase } from "./astro/moon-phase";
import { calendarDayOf } from "./astro/zoned-day";
import type { SkyLocation } from "./calendar/sky-location";
import { MoonIcon } from "./moon-icon";
import { useMoonLabel } from "./use-moon-label";
import styles from "./time-recording.module.css";

/**
 * A day label with the moon of that day in front, for the calendar's day cells and headers.
 * Phases are kept per day and zone: the month view asks for 42 days at each render. With
 * `principalOnly` the moon shows only on the day of a new moon, a quarter or a full moon (the month
 * grid: a moon in each of its 42 cells was noise over the hours recorded in them).
 */
export function useDayMoon(location: SkyLocation, intlLocale: string): (date: Date, text: string, principalOnly?: boolean) => ReactNode {
  const moonLabel = useMoonLabel(intlLocale);
  const phases = useRef(new Map<string, DayMoonPhase>());
  const { timeZone, latitude } = location;
  return useCallback(
    (date: Date, text: string, principalOnly = false) => {
      const day = calendarDayOf(date);
      const key = `${day.year}-${day.month}-${day.day}|${timeZone}`;
      let phase = phases.current.get(key);
      if (!phase) {
        phase = moonPhaseOfDay(day, timeZone);
        phases.current.set(key, phase);
      }
      const showsMoon = !principalOnly || phase.exactAt !== undefined;
      // The number keeps its label's box and size on a day without a moon too.
      return (
        <span className={styles.dayLabel}>
          {showsMoon && <MoonIcon phase={phase} label={moonLabel(phase)} southern={latitude < 0} size={14} />}
          <span>{text}</span>
        </span>
      );
    },
    [timeZone, latitude, moonLabel],
  );
}
