// One toast visible at a time, 5 s by default, swipe right (50 px) to dismiss, F8 moves focus to
// the notification region. Radix pauses the timer while the toast is hovered or focused.
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
