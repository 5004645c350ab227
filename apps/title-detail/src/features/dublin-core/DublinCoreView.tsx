import { ViewUnavailable } from '../record/ViewUnavailable';

/** Placeholder until H4 builds it. */
export default function DublinCoreView() {
  return <ViewUnavailable />;
}
