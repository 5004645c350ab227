import { ViewUnavailable } from '../record/ViewUnavailable';

/** Placeholder until H5 builds it. */
export default function KardexView() {
  return <ViewUnavailable />;
}
