import { Alert } from '@estante/ui/feedback';

export default function SearchError({ text }: { readonly text: string }) {
  return <Alert type="error" showIcon message={text} role="alert" />;
}
