import type { ReactNode } from 'react';

/** The shell's message panel (not found, remote down, configuration failed). */
export function StatusPanel({
  tone,
  title,
  text,
  action,
  role,
  ...data
}: {
  readonly tone: 'info' | 'warning' | 'error';
  readonly title: ReactNode;
  readonly text?: ReactNode;
  readonly action?: ReactNode;
  readonly role?: 'alert';
  readonly [data: `data-${string}`]: string;
}) {
  return (
    <section className={`estante-status estante-status--${tone}`} role={role} {...data}>
      <div className="estante-status__title">{title}</div>
      {text ? <p className="estante-status__text">{text}</p> : null}
      {action ? <div className="estante-status__action">{action}</div> : null}
    </section>
  );
}
