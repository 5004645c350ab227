import { useState } from 'react';

/**
 * A title's cover in the results and the new acquisitions: its own image when it has one (and it
 * loads), else a plain card with its kind of work ("Book", "Score") in the page's language. The
 * server's default images carried the word in Portuguese in every language; the card is text, so it
 * reads in the reader's language and costs no request. Decorative (the title beside it names the
 * work) unless `alt` names it. (Not in @estante/ui: a new shared entry can only be used once a
 * release of ui provides it.)
 */
export function Cover({
  src,
  label,
  alt = '',
  width,
  height,
  className = '',
}: {
  /** The title's own cover (null: none). */
  readonly src: string | null | undefined;
  /** Its kind of work, already in the page's language (the API answers desc_tipo_obra in it). */
  readonly label: string;
  readonly alt?: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className={className} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
  }
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <span className={`catalogue-cover ${className}`.trim()} style={{ width, height }} {...named}>
      <span className="catalogue-cover__label">{label}</span>
    </span>
  );
}
