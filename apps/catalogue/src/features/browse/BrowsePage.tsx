/** Placeholder until this feature is built (issue 6). */
export default function BrowsePage() {
  return null;
}
