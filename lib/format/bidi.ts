/**
 * A name, key or date set apart from the sentence around it (Unicode's first-strong isolate), so a
 * Latin user name or a date keeps its order inside an Arabic sentence and the sentence keeps its own.
 */
export const isolated = (value: string) => `\u2068${value}\u2069`;
