/** What a server text is given for the member's name, so the browser can fill the name in where it stands. */
export const MEMBER_NAME_SLOT = "\u2063member\u2063";
