/**
 * The settings view's groups, in its order: each one's anchor (`settings-<id>`) and the key of its
 * heading under `storage.settings.headings`. The view draws them; the tools hub links straight to each,
 * the `advanced` ones (moving data, the log, the factory reset: an administrator's) in a quieter group.
 */
export const settingsGroups = [
  { id: "browser-data", heading: "browserData", advanced: false },
  { id: "statistics", heading: "statistics", advanced: false },
  { id: "transfer", heading: "transfer", advanced: true },
  { id: "log", heading: "log", advanced: true },
  { id: "tidy-up", heading: "tidyUp", advanced: false },
  { id: "reset", heading: "reset", advanced: true },
  { id: "info", heading: "info", advanced: false },
] as const;

export type SettingsGroupId = (typeof settingsGroups)[number]["id"];

export const settingsGroupAnchor = (id: SettingsGroupId) => `settings-${id}`;
