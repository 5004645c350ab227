import { ViewUnavailable } from '../record/ViewUnavailable';

/** Placeholder until H1 builds it. */
export default function HoldSummary() {
  return <ViewUnavailable />;
}
