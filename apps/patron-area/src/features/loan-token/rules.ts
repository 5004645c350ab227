/** The loan token page's pure rules: how the token is written, the QR code's drawing, the countdown. */

/** The token in two groups of four, easier to read out at the desk: "ABCD EFGH". */
export const groupToken = (token: string): string => token.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * One SVG path drawing the dark modules of a QR code (a 1×1 square each, at its column and row):
 * one element however many modules, no markup built from strings.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

/** Seconds left, counted from what the server said when the token was received, never below zero. */
export const secondsLeft = (serverSeconds: number, receivedAt: number, now: number): number =>
  Math.max(0, serverSeconds - Math.floor((now - receivedAt) / 1000));

/** "14:05": minutes and seconds of a countdown. */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
