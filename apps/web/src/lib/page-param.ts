/** The page of a list in its URL (?page=N), left out on the first page. */
export const PAGE_PARAM = 'page';

/** The list's page from the URL; anything but a whole number from 1 is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The URL's parameters with the list on this page (other parameters stay). */
export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}
