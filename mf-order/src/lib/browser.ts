/**
 * Leaves the site for an external page in the same tab (the Alipay gateway's `payUrl`, SPEC §3
 * pay type 2): a full page load, so the gateway gets a real top-level navigation. Call it from an
 * event handler only. One module so tests can replace it.
 * @param url absolute URL of the page
 */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
