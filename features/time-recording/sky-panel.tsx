"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import { moonPhaseOfDay } from "./astro/moon-phase";
import { skyTimesOfDay, type SkyEvent } from "./astro/sky-times";
import type { CalendarDay } from "./astro/zoned-day";
import { availableTimeZones, parseCoordinate, PLACE_NAME_MAX_LENGTH, type CoordinateError, type SkyLocation } from "./calendar/sky-location";
import { MoonIcon } from "./moon-icon";
import { useMoonLabel } from "./use-moon-label";
import ui from "@/components/tool-ui/tool-ui.module.css";
import styles from "./time-recording.module.css";

interface SkyPanelProps {
  location: SkyLocation;
  day: CalendarDay;
  /** BCP 47 tag with the Gregorian calendar, for Intl. */
  intlLocale: string;
  onLocationChange: (location: SkyLocation) => void;
}

/** Sunrise, sunset, moonrise and moonset of the shown day at the user's place, in its zone. */
export function SkyPanel({ location, day, intlLocale, onLocationChange }: SkyPanelProps) {
  const t = useTranslations("timeRecording.sky");
  const moonLabel = useMoonLabel(intlLocale);
  const times = useMemo(() => skyTimesOfDay(day, location, location.timeZone), [day, location]);
  const phase = useMemo(() => moonPhaseOfDay(day, location.timeZone), [day, location.timeZone]);
  const clock = new Intl.DateTimeFormat(intlLocale, { timeZone: location.timeZone, timeStyle: "short" });
  const dateText = new Intl.DateTimeFormat(intlLocale, { dateStyle: "full", timeZone: "UTC" }).format(Date.UTC(day.year, day.month - 1, day.day, 12));
  const phaseLabel = moonLabel(phase);

  const describe = (event: SkyEvent, body: "sun" | "moon", edge: "rise" | "set") => {
    if (event.kind === "at") return <time dateTime={new Date(event.time).toISOString()}>{clock.format(event.time)}</time>;
    if (event.kind === "alwaysUp") return body === "sun" ? t("sunAlwaysUp") : t("moonAlwaysUp");
    if (event.kind === "alwaysDown") return body === "sun" ? t("sunAlwaysDown") : t("moonAlwaysDown");
    return edge === "rise" ? t("noMoonrise") : t("noMoonset");
  };

  const rows = [
    { key: "sunrise", label: t("sunrise"), value: describe(times.sunrise, "sun", "rise") },
    { key: "sunset", label: t("sunset"), value: describe(times.sunset, "sun", "set") },
    { key: "moonrise", label: t("moonrise"), value: describe(times.moonrise, "moon", "rise") },
    { key: "moonset", label: t("moonset"), value: describe(times.moonset, "moon", "set") },
  ];

  return (
    <section className={styles.sky} aria-labelledby="sky-heading">
      <div className={styles.skyHead}>
        <MoonIcon phase={phase} label={phaseLabel} southern={location.latitude < 0} size={36} />
        <div>
          <h2 id="sky-heading" className={styles.skyHeading}>
            {t("heading", { place: location.name || `${location.latitude}, ${location.longitude}`, date: dateText })}
          </h2>
          <p className={styles.skyMeta}>
            {phaseLabel} · {t("zone", { zone: location.timeZone })}
          </p>
        </div>
      </div>
      <dl className={styles.skyTimes}>
        {rows.map((row) => (
          <div key={row.key} data-sky={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.placeDetails}>
        <summary>{t("changePlace")}</summary>
        <PlaceForm location={location} onApply={onLocationChange} />
      </details>
    </section>
  );
}

type FieldErrors = Partial<Record<"latitude" | "longitude", CoordinateError>>;

function PlaceForm({ location, onApply }: { location: SkyLocation; onApply: (location: SkyLocation) => void }) {
  const t = useTranslations("timeRecording.sky");
  const id = useId();
  const [name, setName] = useState(location.name);
  const [latitude, setLatitude] = useState(String(location.latitude));
  const [longitude, setLongitude] = useState(String(location.longitude));
  const [timeZone, setTimeZone] = useState(location.timeZone);
  const [errors, setErrors] = useState<FieldErrors>({});
  const zones = useMemo(() => {
    const all = availableTimeZones();
    return all.includes(location.timeZone) ? all : [location.timeZone, ...all];
  }, [location.timeZone]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lat = parseCoordinate(latitude, "latitude");
    const lng = parseCoordinate(longitude, "longitude");
    const found: FieldErrors = {};
    if (!lat.ok) found.latitude = lat.error;
    if (!lng.ok) found.longitude = lng.error;
    setErrors(found);
    if (!lat.ok || !lng.ok) {
      document.getElementById(`${id}-${!lat.ok ? "latitude" : "longitude"}`)?.focus();
      return;
    }
    onApply({ name: name.trim(), latitude: lat.value, longitude: lng.value, timeZone });
  }

  const errorText = (axis: "latitude" | "longitude", error: CoordinateError | undefined) => {
    if (!error) return undefined;
    if (error !== "outOfRange") return t(error);
    const limit = axis === "latitude" ? 90 : 180;
    return t("outOfRange", { min: `−${limit}`, max: String(limit) });
  };

  const coordinate = (axis: "latitude" | "longitude", value: string, setValue: (value: string) => void) => {
    const error = errorText(axis, errors[axis]);
    return (
      <label className={ui.field}>
        <span>{t(axis)}</span>
        <input
          id={`${id}-${axis}`}
          name={axis}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${axis}-error` : `${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
        />
        {error ? (
          <span id={`${id}-${axis}-error`} className={ui.fieldError}>
            {error}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <form className={styles.placeForm} onSubmit={submit} noValidate>
      <label className={ui.field}>
        <span>{t("placeName")}</span>
        <input name="place" type="text" value={name} maxLength={PLACE_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </label>
      {coordinate("latitude", latitude, setLatitude)}
      {coordinate("longitude", longitude, setLongitude)}
      <p id={`${id}-hint`} className={styles.placeHint}>
        {t("coordinatesHint")}
      </p>
      <label className={ui.field}>
        <span>{t("timeZone")}</span>
        <select name="timeZone" value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </label>
      <div className={`${ui.buttonBar} ${styles.placeButtons}`}>
        <button type="button" className={ui.button} onClick={() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)}>
          {t("browserZone")}
        </button>
        <button type="submit" className={`${ui.button} ${ui.primary}`}>
          {t("applyPlace")}
        </button>
      </div>
    </form>
  );
}
