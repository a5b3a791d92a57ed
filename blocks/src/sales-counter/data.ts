/** When the server rendered the page, so the first paint in the browser matches the server's figure. */
export interface SalesCounterData {
  renderedAt: string
}
