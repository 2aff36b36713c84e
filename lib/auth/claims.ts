/**
 * The claims of a session token, as the server signs them and the browser reads them: the user
 * name, and when the token was issued and expires (seconds since 1970, JWT NumericDate).
 */
export interface TokenClaims {
  readonly username: string;
  readonly iat: number;
  readonly exp: number;
}
