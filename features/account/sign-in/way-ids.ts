/** The id of the legend's line for the personal account, which describes the form's e-mail field. */
export const PERSONAL_WAY_ID = "sign-in-way-personal";
