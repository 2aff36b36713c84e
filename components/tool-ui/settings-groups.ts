/**
 * The settings view's groups, in its order: each one's anchor (`settings-<id>`) and the key of its
 * heading under `storage.settings.headings`. The view draws them; the tools hub links straight to each.
 */
export const settingsGroups = [
  { id: "browser-data", heading: "browserData" },
  { id: "statistics", heading: "statistics" },
  { id: "transfer", heading: "transfer" },
  { id: "log", heading: "log" },
  { id: "tidy-up", heading: "tidyUp" },
  { id: "reset", heading: "reset" },
  { id: "info", heading: "info" },
] as const;

export type SettingsGroupId = (typeof settingsGroups)[number]["id"];

export const settingsGroupAnchor = (id: SettingsGroupId) => `settings-${id}`;
