import { ViewUnavailable } from '../record/ViewUnavailable';

/** Placeholder until H3 builds it. */
export default function Comments() {
  return <ViewUnavailable />;
}
