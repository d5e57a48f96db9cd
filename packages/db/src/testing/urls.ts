/** The same server and credentials, another database. */
export function databaseUrlWithName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
