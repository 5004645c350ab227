/** The dark modules of a QR code as one SVG path (a unit square per module, `border` modules of quiet zone around). */
export function qrPath(modules: readonly (readonly boolean[])[], border = 0): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + border} ${y + border}h1v1h-1z`;
    }),
  );
  return d;
}
