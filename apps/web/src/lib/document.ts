/**
 * Loads `href` from the server in place of the current history entry: the way from the web app
 * to a page the server renders (the public site, issue 36). Its own module, so tests can see it.
 */
export function loadDocument(href: string): void {
  window.location.replace(href);
}
