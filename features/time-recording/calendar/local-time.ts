/**
 * Wall-clock dates and times as the calendar stores them: "2026-11-23" for all-day events and
 * "2026-11-23T08:30:00" for timed ones, without a UTC offset, because recorded hours are hours
 * of the local working day.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export function isLocalDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isLocalDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) && hour < 24 && minute < 60 && second < 60;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Parses either form as a browser-local Date; assumes the text passed `isLocalDate(Time)`. */
export function parseLocal(text: string): Date {
  const [datePart = "", timePart = "00:00:00"] = text.split("T");
  const [year = 0, month = 1, day = 1] = datePart.split("-").map(Number);
  const [hour = 0, minute = 0, second = 0] = timePart.split(":").map(Number);
  return new Date(year, month - 1, day, hour, minute, second);
}

export function formatLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds());
}

/** 00:00 of the first day of the week that contains `date`, for weeks that start on `firstDay` (0 = Sunday). */
export function startOfWeek(date: Date, firstDay: number): Date {
  const daysSinceStart = (date.getDay() - firstDay + 7) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysSinceStart);
}
