import { ViewUnavailable } from '../record/ViewUnavailable';

/** Placeholder until H1 builds it. */
export default function HoldView() {
  return <ViewUnavailable />;
}
