/** Zoom factors over the fitted width; 1 fits the page to the viewer. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const DEFAULT_ZOOM_INDEX = ZOOM_LEVELS.indexOf(1);

export function clampIndex(index: number): number {
  return Math.min(ZOOM_LEVELS.length - 1, Math.max(0, index));
}

/** A page number kept between 1 and the page count. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, pageCount), Math.max(1, page));
}
