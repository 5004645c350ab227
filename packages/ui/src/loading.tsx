import './antd-identity';
import Spin from 'antd/es/spin';

export { Spin };

export interface LoadingScreenProps {
  /** Accessible text announced while loading (already translated). */
  readonly label: string;
  /** Institution abbreviation or product name shown under the logo. */
  readonly brand?: string;
}

/** A centred spinner announced to screen readers while part of a page loads. */
export function LoadingIndicator({ label }: { readonly label: string }) {
  return (
    <div className="estante-loading-indicator" role="status" aria-live="polite">
      <Spin />
      <span className="estante-visually-hidden">{label}</span>
    </div>
  );
}

/** The logo-and-spinner screen shown until the public configuration has loaded. */
export function LoadingScreen({ label, brand }: LoadingScreenProps) {
  return (
    <div className="estante-loading" role="status" aria-live="polite" aria-busy="true">
      <Logo />
      {brand ? <div className="estante-loading__brand">{brand}</div> : null}
      <Spin size="large" />
      <span className="estante-visually-hidden">{label}</span>
    </div>
  );
}

/** Book-shelf mark of Estante (decorative; the brand text carries the name). */
export function Logo({ size = 56 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="6" y="52" width="52" height="5" rx="1.5" fill="#1f5f8b" />
      <rect x="10" y="14" width="9" height="36" rx="1.5" fill="#1f5f8b" />
      <rect x="21" y="20" width="8" height="30" rx="1.5" fill="#4f8fbf" />
      <rect x="31" y="10" width="9" height="40" rx="1.5" fill="#1f5f8b" />
      <rect x="43" y="18" width="8" height="32" rx="1.5" transform="rotate(-12 47 34)" fill="#e0a526" />
    </svg>
  );
}
