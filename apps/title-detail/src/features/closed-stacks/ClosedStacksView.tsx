import { ViewUnavailable } from '../record/ViewUnavailable';

/** Placeholder until H2 builds it. */
export default function ClosedStacksView() {
  return <ViewUnavailable />;
}
