// The home carousels' scrolling, as pure functions (unit-tested).

export const SCROLL_STEP_PX = 320;
// Sub-pixel layouts never reach the exact end.
const EDGE_TOLERANCE_PX = 1;

/**
 * The step of a scroll button: 320 px rounded to whole cards (`stride`: a card and its gap), because
 * the track snaps to cards and would otherwise cut the step to the nearest card. Without a measured stride
 * (no layout yet) the plain 320 px.
 */
export function carouselStep(stride, preferred = SCROLL_STEP_PX) {
  return stride > 0 ? stride * Math.max(1, Math.round(preferred / stride)) : preferred;
}

/** Whether the track is at its start or its end (a track that does not overflow is at both). */
export function scrollEdges({ scrollLeft, clientWidth, scrollWidth }) {
  return {
    atStart: scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE_PX,
  };
}
