/** Marks the head elements a page owns, so the browser can swap them on the next navigation. */
export const HEAD_MARK_ATTR = 'data-rf-head';
