import { Suspense, useId, useState } from 'react';
import { useSiteOrigin, lazyComponent } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { notify } from '@estante/ui/notify';
import { NS } from '../../strings';
import { titlePath } from '../../refs';

const QrCode = lazyComponent('title-detail/qr-code', () => import('./QrCode'));

/** The title's absolute address (`origin` + /acervo/{cod}). */
export const permalinkOf = (origin: string, cod: number): string => `${origin.replace(/\/+$/, '')}${titlePath(cod)}`;

/** The title's permanent link: opened, it shows the address to copy and a QR code of it. */
export function Permalink({ cod, obra }: { readonly cod: number; readonly obra: string }) {
  const { t } = useTranslation(NS);
  const origin = useSiteOrigin();
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const url = permalinkOf(origin, cod);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('titleDetail.permalink.copied'));
    } catch {
      notify.error(t('titleDetail.permalink.copyFailed'));
    }
  };
  return (
    <details className="title-permalink" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('titleDetail.permalink.heading')}</summary>
      {open ? (
        <div className="title-permalink__body">
          <div className="title-permalink__address">
            <label htmlFor={inputId}>{t('titleDetail.permalink.address')}</label>
            <input id={inputId} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={() => void copy()}>{t('titleDetail.permalink.copy')}</Button>
          </div>
          <Suspense fallback={<span className="title-permalink__qr title-permalink__qr--loading" />}>
            <QrCode text={url} label={t('titleDetail.permalink.qr', { title: obra })} />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
