/**
 * Markers in the shell's built HTML where the server adds what depends on the request: the remote map
 * and preload hints in the head, and the current area's prerendered start of page in the page area.
 * The server (services/src/common/static/page-html.ts) names the same strings.
 */
export const PAGE_HEAD = '<!--page-head-->';
export const AREA_START = '<!--page-area-->';
export const AREA_END = '<!--/page-area-->';
